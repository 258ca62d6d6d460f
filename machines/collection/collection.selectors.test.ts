import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { collectionMachine } from './collection.machine.ts';
import type { CollectionInput } from './collection.rules.ts';
import { selectCollection, selectCollectionBeforeStart } from './collection.selectors.ts';

const item = (id: string) => ({ id, title: id, imageSrc: null, url: `/catalogues/${id}`, publishers: [] });
const viewport = { width: 390, height: 844 };

describe('the collection before its machine has started', () => {
  const inputs: Array<[string, CollectionInput]> = [
    ['nothing stored', { viewport }],
    [
      'items stored twice, a position off the screen',
      {
        items: [item('1'), item('2'), item('1')],
        position: { x: 2000, y: -40 },
        viewport,
      },
    ],
    ['a position that is not a number', { items: [item('3')], position: { x: Number.NaN, y: 10 }, viewport }],
  ];

  it.each(inputs)('looks as its first snapshot will (%s)', (_, input) => {
    const { has: hasBefore, ...before } = selectCollectionBeforeStart(input);
    const { has: hasAfter, ...after } = selectCollection(
      createActor(collectionMachine, { input }).getSnapshot(),
    );
    expect(before).toEqual(after);
    for (const id of ['1', '2', '3', '4']) expect(hasBefore(id)).toBe(hasAfter(id));
  });
});
