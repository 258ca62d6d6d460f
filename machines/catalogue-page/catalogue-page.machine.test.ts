import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import {
  type CataloguePageEvent,
  type CataloguePageInput,
  createCataloguePageMachine,
  type Part,
  parts,
} from './catalogue-page.machine.ts';
import { type PartStatus, selectCataloguePage } from './catalogue-page.selectors.ts';

type Catalogue = { id: string; title: string };
type Supplements = { of: string; items: string[] };
type Editions = { of: string; ids: number[] };

const machine = createCataloguePageMachine<Catalogue, Supplements, Editions>();
type PageSnapshot = SnapshotFrom<typeof machine>;
type PagePath = StatePath<PageSnapshot, CataloguePageEvent>;

const actorOf: Record<Part, 'fetchCatalogue' | 'fetchSupplements' | 'fetchEditions'> = {
  catalogue: 'fetchCatalogue',
  supplements: 'fetchSupplements',
  editions: 'fetchEditions',
};
const outputs = {
  catalogue: { id: 'c1', title: 'Catalogo delle fotografie Alinari' },
  supplements: { of: 'c1', items: ['Supplemento 1876'] },
  editions: { of: 'c1', ids: [11, 12] },
} satisfies Record<Part, unknown>;

// Every part can succeed or fail, and be retried after failing: the model walks every
// combination of the three, and a switch to another catalogue in the middle of them.
type ActorResult = { type: string; output?: unknown; error?: unknown };
type ModelEvent = CataloguePageEvent | ActorResult;
const modelEvents: ModelEvent[] = [
  ...parts.flatMap((part): ModelEvent[] => [
    { type: `xstate.done.actor.${actorOf[part]}`, output: outputs[part] },
    { type: `xstate.error.actor.${actorOf[part]}`, error: new Error(`${part} failed`) },
    { type: 'RETRY', part },
  ]),
  { type: 'OPEN', catalogueId: 'c2' },
  { type: 'OPEN', catalogueId: 'c1' },
];
const traversalEvents = modelEvents as readonly CataloguePageEvent[];

type Input = CataloguePageInput<Catalogue, Supplements, Editions>;
const plainInput: Input = { catalogueId: 'c1' };
/** The catalogue and its editions in the cache already (the page brought them); its supplements not. */
const partlyAtHand: Input = {
  catalogueId: 'c1',
  atHand: { catalogue: outputs.catalogue, editions: outputs.editions },
};

function createHarness(input: Input = plainInput) {
  const calls: Array<{ part: Part; catalogueId: string }> = [];
  const pending = new Map<Part, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const fetcher = <T>(part: Part) =>
    fromPromise<T, { catalogueId: string }>(({ input }) => {
      calls.push({ part, catalogueId: input.catalogueId });
      return new Promise<T>((resolve, reject) => {
        pending.set(part, { resolve: resolve as (value: unknown) => void, reject });
      });
    });
  const actor = createActor(
    machine.provide({
      actors: {
        fetchCatalogue: fetcher<Catalogue>('catalogue'),
        fetchSupplements: fetcher<Supplements>('supplements'),
        fetchEditions: fetcher<Editions>('editions'),
      },
    }),
    { input },
  );
  async function apply(event: ModelEvent) {
    const settledPart = parts.find((part) => event.type.endsWith(`.${actorOf[part]}`));
    if (settledPart) {
      const call = pending.get(settledPart);
      if (!call) throw new Error(`no call under way for ${event.type}`);
      pending.delete(settledPart);
      if (event.type.startsWith('xstate.done')) call.resolve((event as ActorResult).output);
      else call.reject((event as ActorResult).error);
    } else {
      actor.send(event as CataloguePageEvent);
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { actor, calls, apply };
}

const statusesOf = (snapshot: PageSnapshot) => {
  const view = selectCataloguePage(snapshot);
  return Object.fromEntries(parts.map((part) => [part, view[part].status])) as Record<Part, PartStatus>;
};

/** What the spec asks of one event, worked out from the state before it. */
function expectStep(
  before: PageSnapshot,
  event: ModelEvent,
  after: PageSnapshot,
  calls: Array<{ part: Part; catalogueId: string }>,
) {
  const was = statusesOf(before);
  const now = statusesOf(after);
  const view = selectCataloguePage(after);
  if (event.type === 'OPEN') {
    const opened = (event as { catalogueId: string }).catalogueId;
    if (opened === before.context.catalogueId) {
      expect(now).toEqual(was);
      expect(calls).toEqual([]);
    } else {
      // Everything is fetched again, for the new catalogue, all three at once.
      expect(now).toEqual({ catalogue: 'loading', supplements: 'loading', editions: 'loading' });
      expect(calls.map((call) => call.part).sort()).toEqual([...parts].sort());
      expect(calls.every((call) => call.catalogueId === opened)).toBe(true);
    }
    return;
  }
  const target =
    event.type === 'RETRY'
      ? (event as { part: Part }).part
      : parts.find((part) => event.type.endsWith(`.${actorOf[part]}`));
  if (!target) throw new Error(`unexpected event ${event.type}`);
  // The other two parts never notice.
  for (const part of parts) if (part !== target) expect(now[part]).toBe(was[part]);
  if (event.type === 'RETRY') {
    if (was[target] === 'failed') {
      expect(now[target]).toBe('loading');
      expect(calls).toEqual([{ part: target, catalogueId: before.context.catalogueId }]);
    } else {
      expect(now[target]).toBe(was[target]);
      expect(calls).toEqual([]);
    }
    return;
  }
  expect(calls).toEqual([]);
  if (event.type.startsWith('xstate.done')) {
    expect(now[target]).toBe('loaded');
    expect(view[target].data).toEqual(outputs[target]);
  } else {
    expect(now[target]).toBe('failed');
    expect(view[target].error).toBeInstanceOf(Error);
    expect(view[target].data).toBeNull();
  }
}

async function replay(path: PagePath, input: Input = plainInput) {
  const { actor, calls, apply } = createHarness(input);
  actor.start();
  // A part at hand starts loaded, with its data, and is not asked for; the others are.
  const atHand = parts.filter((part) => input.atHand?.[part] !== undefined);
  expect(statusesOf(actor.getSnapshot())).toEqual(
    Object.fromEntries(parts.map((part) => [part, atHand.includes(part) ? 'loaded' : 'loading'])),
  );
  for (const part of atHand)
    expect(selectCataloguePage(actor.getSnapshot())[part].data).toEqual(outputs[part]);
  expect(calls.map((call) => call.part).sort()).toEqual(
    parts.filter((part) => !atHand.includes(part)).sort(),
  );
  for (const step of path.steps.slice(1)) {
    const before = actor.getSnapshot();
    const callsBefore = calls.length;
    await apply(step.event as ModelEvent);
    const after = actor.getSnapshot();
    expect(after.value).toEqual(step.state.value);
    expect(after.context.catalogueId).toBe(step.state.context.catalogueId);
    expectStep(before, step.event as ModelEvent, after, calls.slice(callsBefore));
  }
  actor.stop();
}

describe('catalogue page machine (model-based)', () => {
  const shortest = getShortestPaths(machine, {
    input: { catalogueId: 'c1' },
    events: traversalEvents,
    limit: 20_000,
  });
  // Simple paths over the three statuses only (not which catalogue): every order in which the
  // parts can succeed and fail, one after the other.
  const simple = getSimplePaths(machine, {
    input: { catalogueId: 'c1' },
    events: traversalEvents.filter((event) => event.type !== 'OPEN' && event.type !== 'RETRY'),
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    limit: 20_000,
  });

  it('reaches every combination of loading, loaded and failed of the three parts', () => {
    const combinations = new Set(shortest.map((path) => JSON.stringify(path.state.value)));
    expect(combinations.size).toBe(27);
    // Each part settles in any order: 3 parts × 2 outcomes, all orders.
    expect(simple.length).toBeGreaterThan(27);
  });

  it.each(
    [...shortest, ...simple].map(
      (path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const,
    ),
  )('walks %s', async (_, path) => {
    await replay(path);
  });
});

describe('catalogue page machine started with parts at hand (model-based)', () => {
  const shortest = getShortestPaths(machine, {
    input: partlyAtHand,
    events: traversalEvents,
    limit: 20_000,
  });

  it('starts with the parts at hand loaded, and still reaches every combination', () => {
    expect(shortest[0]?.steps[0]?.state.value).toEqual({
      catalogue: 'loaded',
      supplements: 'loading',
      editions: 'loaded',
    });
    // OPEN of another catalogue empties the parts at hand: every combination is reachable again.
    expect(new Set(shortest.map((path) => JSON.stringify(path.state.value))).size).toBe(27);
  });

  it.each(shortest.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'walks %s',
    async (_, path) => {
      await replay(path, partlyAtHand);
    },
  );
});
