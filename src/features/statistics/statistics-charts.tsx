import { Link } from '@tanstack/react-router';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useLayoutEffect, useRef, useState } from 'react';
import type { components } from '../../../openapi/generated/catalogue';
import * as styles from './statistics.css.ts';
import { type BarFilter, listSearchOfBar, type StatisticsSearch } from './statistics-search.ts';

type StatisticsDecade = components['schemas']['StatisticsDecade'];
type StatisticsPlace = components['schemas']['StatisticsPlace'];
type StatisticsPublisher = components['schemas']['StatisticsPublisher'];

/** The texts a chart shows, made by the page (the charts know no translations). */
export interface ChartTexts {
  decadeName: (decade: number) => string;
  /** A bar's accessible name: "1880s: 1,204 catalogues, 1,530 editions". */
  barName: (label: string, catalogues: number, editions: number) => string;
  /** The short count shown beside a bar. */
  number: (n: number) => string;
}

interface ChartProps {
  search: StatisticsSearch;
  texts: ChartTexts;
  /** The chart's accessible name: its heading. */
  label: string;
}

/** The chart box's width, followed as the window changes (phones from 320 px). */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

const shortened = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;

/** A bar: a router link to the catalogue list it counts, reached with Tab, its band ringed on focus. */
function BarLink({
  search,
  filter,
  name,
  band,
  children,
}: {
  search: StatisticsSearch;
  filter: BarFilter;
  name: string;
  band: { x: number; y: number; width: number; height: number };
  children: React.ReactNode;
}) {
  return (
    <Link
      to="/catalogues"
      search={listSearchOfBar(search, filter)}
      aria-label={name}
      className={styles.barLink}
      preload={false}
    >
      <title>{name}</title>
      <rect className={styles.hitArea} x={band.x} y={band.y} width={band.width} height={band.height} rx={3} />
      {children}
    </Link>
  );
}

const decadeMargin = { top: 12, right: 8, bottom: 28, left: 48 };
const decadeHeight = 282;

/** Catalogues (accent) and editions (grey) per decade, one link per decade. */
export function DecadeChart({ decades, search, texts, label }: ChartProps & { decades: StatisticsDecade[] }) {
  const { box, width } = useBoxWidth();
  const innerWidth = Math.max(0, width - decadeMargin.left - decadeMargin.right);
  const innerHeight = decadeHeight - decadeMargin.top - decadeMargin.bottom;
  const x = scaleBand({
    domain: decades.map((decade) => decade.decade),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const top = Math.max(1, ...decades.map((decade) => Math.max(decade.catalogues, decade.editions)));
  const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: true });
  // About 56 px per decade name: on a phone every second or third decade is named.
  const every = Math.max(1, Math.ceil((decades.length * 56) / Math.max(1, innerWidth)));
  const half = x.bandwidth() / 2;
  return (
    <figure ref={box} className={styles.figure} aria-label={label}>
      {width > 0 && (
        <svg width={width} height={decadeHeight} className={styles.svg}>
          <title>{label}</title>
          <Group left={decadeMargin.left} top={decadeMargin.top}>
            {/* The axes repeat what the bars' names say: screen readers skip them. */}
            <svg aria-hidden="true" overflow="visible">
              <AxisLeft
                scale={y}
                numTicks={4}
                tickFormat={(value) => texts.number(Number(value))}
                axisLineClassName={styles.axisLine}
                tickClassName={styles.tick}
                tickLabelProps={{ className: styles.tickLabel }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={decades.map((decade) => decade.decade).filter((_, index) => index % every === 0)}
                tickFormat={(value) => texts.decadeName(Number(value))}
                axisLineClassName={styles.axisLine}
                tickClassName={styles.tick}
                tickLabelProps={{ className: styles.tickLabel, textAnchor: 'middle' }}
              />
            </svg>
            {decades.map((decade) => {
              const left = x(decade.decade) ?? 0;
              return (
                <BarLink
                  key={decade.decade}
                  search={search}
                  filter={{ yearFrom: decade.dateBegin, yearTo: decade.dateEnd }}
                  name={texts.barName(texts.decadeName(decade.decade), decade.catalogues, decade.editions)}
                  band={{ x: left - 2, y: 0, width: x.bandwidth() + 4, height: innerHeight }}
                >
                  <Bar
                    className={styles.catalogueBar}
                    x={left}
                    y={y(decade.catalogues)}
                    width={half}
                    height={innerHeight - y(decade.catalogues)}
                  />
                  <Bar
                    className={styles.editionBar}
                    x={left + half}
                    y={y(decade.editions)}
                    width={half}
                    height={innerHeight - y(decade.editions)}
                  />
                </BarLink>
              );
            })}
          </Group>
        </svg>
      )}
    </figure>
  );
}

const rowHeight = 27;
const placeMargin = { top: 4, right: 56, bottom: 4, left: 8 };

/** The places with the most catalogues: horizontal bars, the place's name before each. */
export function PlaceChart({ places, search, texts, label }: ChartProps & { places: StatisticsPlace[] }) {
  const { box, width } = useBoxWidth();
  const labelWidth = Math.min(180, Math.round(width * 0.38));
  const barsWidth = Math.max(0, width - placeMargin.left - placeMargin.right - labelWidth);
  const y = scaleBand({
    domain: places.map((place) => place.placeId),
    range: [0, places.length * rowHeight],
    padding: 0.2,
  });
  const x = scaleLinear({
    domain: [0, Math.max(1, ...places.map((place) => place.catalogues))],
    range: [0, barsWidth],
  });
  const height = places.length * rowHeight + placeMargin.top + placeMargin.bottom;
  return (
    <figure ref={box} className={styles.figure} aria-label={label}>
      {width > 0 && (
        <svg width={width} height={height} className={styles.svg}>
          <title>{label}</title>
          <Group left={placeMargin.left} top={placeMargin.top}>
            {places.map((place) => {
              const top = y(place.placeId) ?? 0;
              const middle = top + y.bandwidth() / 2;
              return (
                <BarLink
                  key={place.placeId}
                  search={search}
                  filter={{ places: String(place.placeId) }}
                  name={texts.barName(place.name, place.catalogues, place.editions)}
                  band={{ x: -4, y: top - 2, width: width - placeMargin.left - 4, height: y.bandwidth() + 4 }}
                >
                  <text className={styles.label} x={0} y={middle} dominantBaseline="middle">
                    {shortened(place.name, Math.max(8, Math.floor(labelWidth / 8)))}
                  </text>
                  <Bar
                    className={styles.catalogueBar}
                    x={labelWidth}
                    y={top}
                    width={Math.max(2, x(place.catalogues))}
                    height={y.bandwidth()}
                  />
                  <text
                    className={styles.countLabel}
                    x={labelWidth + Math.max(2, x(place.catalogues)) + 4}
                    y={middle}
                    dominantBaseline="middle"
                  >
                    {texts.number(place.catalogues)}
                  </text>
                </BarLink>
              );
            })}
          </Group>
        </svg>
      )}
    </figure>
  );
}

const publisherMargin = { top: 4, right: 8, bottom: 28, left: 8 };

/**
 * The publishers with the most editions, over time: a row each, its name a link to its
 * catalogues (what Tab reaches), its editions per decade as shaded cells; the cells link to the
 * decade's catalogues for the pointer, the table below has the same links for the keyboard.
 */
export function PublisherChart({
  publishers,
  search,
  texts,
  label,
}: ChartProps & { publishers: StatisticsPublisher[] }) {
  const { box, width } = useBoxWidth();
  const decades = publishers[0]?.decades.map((decade) => decade.decade) ?? [];
  const labelWidth = Math.min(200, Math.round(width * 0.36));
  const cellsWidth = Math.max(0, width - publisherMargin.left - publisherMargin.right - labelWidth);
  const x = scaleBand({ domain: decades, range: [0, cellsWidth], padding: 0.06 });
  const y = scaleBand({
    domain: publishers.map((publisher) => publisher.publisherId),
    range: [0, publishers.length * rowHeight],
    padding: 0.12,
  });
  const most = Math.max(
    1,
    ...publishers.flatMap((publisher) => publisher.decades.map((decade) => decade.editions)),
  );
  const every = Math.max(1, Math.ceil((decades.length * 56) / Math.max(1, cellsWidth)));
  const innerHeight = publishers.length * rowHeight;
  return (
    <figure ref={box} className={styles.figure} aria-label={label}>
      {width > 0 && (
        <svg
          width={width}
          height={innerHeight + publisherMargin.top + publisherMargin.bottom}
          className={styles.svg}
        >
          <title>{label}</title>
          <Group left={publisherMargin.left} top={publisherMargin.top}>
            {publishers.map((publisher) => {
              const top = y(publisher.publisherId) ?? 0;
              const middle = top + y.bandwidth() / 2;
              return (
                <g key={publisher.publisherId}>
                  <BarLink
                    search={search}
                    filter={{ publishers: String(publisher.publisherId) }}
                    name={texts.barName(publisher.name, publisher.catalogues, publisher.editions)}
                    band={{ x: -4, y: top - 1, width: labelWidth, height: y.bandwidth() + 2 }}
                  >
                    <text className={styles.label} x={0} y={middle} dominantBaseline="middle">
                      {shortened(publisher.name, Math.max(8, Math.floor(labelWidth / 8)))}
                    </text>
                  </BarLink>
                  {/* The cells are for the pointer; the keyboard has the same links in the table. */}
                  <svg aria-hidden="true" overflow="visible">
                    {publisher.decades.map((decade) => (
                      <Link
                        key={decade.decade}
                        to="/catalogues"
                        search={listSearchOfBar(search, {
                          publishers: String(publisher.publisherId),
                          yearFrom: decade.dateBegin,
                          yearTo: decade.dateEnd,
                        })}
                        tabIndex={-1}
                        preload={false}
                      >
                        <title>
                          {texts.barName(
                            `${publisher.name}, ${texts.decadeName(decade.decade)}`,
                            decade.catalogues,
                            decade.editions,
                          )}
                        </title>
                        <Bar
                          className={decade.editions > 0 ? styles.heatCell : styles.emptyCell}
                          x={labelWidth + (x(decade.decade) ?? 0)}
                          y={top}
                          width={x.bandwidth()}
                          height={y.bandwidth()}
                          fillOpacity={decade.editions > 0 ? 0.15 + (0.85 * decade.editions) / most : 1}
                        />
                      </Link>
                    ))}
                  </svg>
                </g>
              );
            })}
            <svg aria-hidden="true" overflow="visible">
              <AxisBottom
                top={innerHeight}
                left={labelWidth}
                scale={x}
                tickValues={decades.filter((_, index) => index % every === 0)}
                tickFormat={(value) => texts.decadeName(Number(value))}
                axisLineClassName={styles.axisLine}
                tickClassName={styles.tick}
                tickLabelProps={{ className: styles.tickLabel, textAnchor: 'middle' }}
              />
            </svg>
          </Group>
        </svg>
      )}
    </figure>
  );
}
