import { describe, expect, it } from 'vitest';
import { spreadMarkers, type MarkerSpot } from '../../src/views/components/spreadMarkers';

const GAP = 4;

/** Pairs whose boxes (plus the gap) still overlap. */
function overlapping(spots: readonly MarkerSpot[], drawn: { x: number; y: number }[]) {
  const pairs: [number, number][] = [];
  for (let i = 0; i < spots.length; i++)
    for (let j = i + 1; j < spots.length; j++) {
      const need = (spots[i]!.size + spots[j]!.size) / 2 + GAP - 0.001;
      if (Math.abs(drawn[i]!.x - drawn[j]!.x) < need && Math.abs(drawn[i]!.y - drawn[j]!.y) < need) pairs.push([i, j]);
    }
  return pairs;
}

describe('spreadMarkers', () => {
  it('leaves markers that overlap nothing on their true spots', () => {
    const spots = [
      { x: 0, y: 0, size: 34, fixed: true },
      { x: 100, y: 0, size: 30 },
      { x: 0, y: 100, size: 30 },
    ];
    expect(spreadMarkers(spots, GAP)).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 100 },
    ]);
  });

  it('draws markers on the same spot apart, and keeps the fixed one (the location) where it is', () => {
    const spots = [{ x: 50, y: 50, size: 34, fixed: true }, ...Array.from({ length: 6 }, () => ({ x: 50, y: 50, size: 30 }))];
    const drawn = spreadMarkers(spots, GAP);
    expect(drawn[0]).toEqual({ x: 50, y: 50 });
    expect(overlapping(spots, drawn)).toEqual([]);
    // A tight fan, not a scatter: nobody ends up far from the spot.
    for (const point of drawn) expect(Math.hypot(point.x - 50, point.y - 50)).toBeLessThan(100);
  });

  it('separates a crowded town of 20 markers deterministically', () => {
    const spots = Array.from({ length: 20 }, (_, index) => ({ x: (index * 37) % 60, y: (index * 53) % 45, size: 30, fixed: index === 0 }));
    const drawn = spreadMarkers(spots, GAP);
    expect(overlapping(spots, drawn)).toEqual([]);
    expect(spreadMarkers(spots, GAP)).toEqual(drawn);
  });
});
