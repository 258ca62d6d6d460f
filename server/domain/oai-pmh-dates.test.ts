import { describe, expect, it } from 'vitest';
import { formatDatestamp, harvestRange, parseUtcDatestamp } from './oai-pmh-dates.ts';

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('OAI-PMH datestamps', () => {
  it('are read at day and at seconds granularity', () => {
    expect(parseUtcDatestamp('2024-03-05')).toEqual({
      seconds: seconds('2024-03-05T00:00:00Z'),
      granularity: 'day',
    });
    expect(parseUtcDatestamp('2024-03-05T10:20:30Z')).toEqual({
      seconds: seconds('2024-03-05T10:20:30Z'),
      granularity: 'seconds',
    });
    expect(parseUtcDatestamp('2024-02-29')?.granularity).toBe('day');
  });

  it('refuse other forms and moments that do not exist', () => {
    for (const value of [
      '',
      '2024',
      '2024-3-5',
      '2024-03-05T10:20Z',
      '2024-03-05T10:20:30',
      '2024-03-05T10:20:30+01:00',
      '2024-03-05T10:20:30.5Z',
      '2024-03-05 10:20:30Z',
      '2023-02-29',
      '2024-13-01',
      '2024-04-31',
      '2024-03-05T24:00:00Z',
      '2024-03-05T10:60:00Z',
      '2024-03-05T10:20:60Z',
      ' 2024-03-05',
    ]) {
      expect(parseUtcDatestamp(value), value).toBeNull();
    }
  });

  it('are written at seconds granularity in UTC', () => {
    expect(formatDatestamp(seconds('2024-03-05T10:20:30Z'))).toBe('2024-03-05T10:20:30Z');
    expect(formatDatestamp(0)).toBe('1970-01-01T00:00:00Z');
  });
});

describe('a harvest range', () => {
  it('takes from and until inclusively, a day until taking in the whole day', () => {
    expect(harvestRange('2024-03-05', '2024-03-06')).toEqual({
      from: seconds('2024-03-05T00:00:00Z'),
      until: seconds('2024-03-07T00:00:00Z'),
    });
    expect(harvestRange('2024-03-05T10:00:00Z', '2024-03-05T10:00:00Z')).toEqual({
      from: seconds('2024-03-05T10:00:00Z'),
      until: seconds('2024-03-05T10:00:01Z'),
    });
    expect(harvestRange(undefined, undefined)).toEqual({});
    expect(harvestRange('2024-03-05', undefined)).toEqual({ from: seconds('2024-03-05T00:00:00Z') });
  });

  it('refuses a bad date, two granularities and from after until', () => {
    expect(harvestRange('yesterday', undefined)).toMatch(/'from'/);
    expect(harvestRange(undefined, '2024-02-30')).toMatch(/'until'/);
    expect(harvestRange('2024-03-05', '2024-03-06T00:00:00Z')).toMatch(/granularity/);
    expect(harvestRange('2024-03-06', '2024-03-05')).toMatch(/later/);
    expect(harvestRange('2024-03-05T10:00:01Z', '2024-03-05T10:00:00Z')).toMatch(/later/);
  });
});
