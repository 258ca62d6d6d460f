import { z } from 'zod/mini';

/**
 * zod parses without compiling code. By default it first checks whether it may build a parser with
 * `new Function` and, where it may, builds one for each object schema on its first parse: worth it
 * for a schema parsed thousands of times, not for the app's, each parsed a few times a visit. In a
 * traced load of the home page that set-up was about 20 ms of the first parse (the runtime
 * configuration's), before the first render; and the page's content security policy refuses eval
 * in any case. Imported first by each build entry, so that it is set before any schema parses.
 */
z.config({ jitless: true });
