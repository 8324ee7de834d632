/** A marker on screen: its true spot in pixels, the side of its square box, and whether it must stay put. */
export interface MarkerSpot {
  x: number;
  y: number;
  size: number;
  fixed?: boolean;
}

/** The golden angle: coincident markers leave in directions that never line up. */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const ROUNDS = 200;

/**
 * Where to draw markers so that no two boxes overlap: each pair closer than their half sides plus `gap` is pushed
 * apart along the line between their centres (a fixed one stays, the other moves the whole way), round after round
 * until none overlap. Markers that overlap nothing stay on their true spot. Pure pixel geometry: the map calls it
 * again after every zoom, from the true spots, so nothing drifts.
 */
export function spreadMarkers(spots: readonly MarkerSpot[], gap: number): { x: number; y: number }[] {
  const at = spots.map(({ x, y }) => ({ x, y }));
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < spots.length; i++) {
      for (let j = i + 1; j < spots.length; j++) {
        const a = spots[i]!;
        const b = spots[j]!;
        if (a.fixed && b.fixed) continue;
        const need = (a.size + b.size) / 2 + gap;
        const dx = at[j]!.x - at[i]!.x;
        const dy = at[j]!.y - at[i]!.y;
        if (Math.abs(dx) >= need || Math.abs(dy) >= need) continue;
        const distance = Math.hypot(dx, dy);
        const [ux, uy] = distance < 0.5 ? [Math.cos(j * GOLDEN_ANGLE), Math.sin(j * GOLDEN_ANGLE)] : [dx / distance, dy / distance];
        // Boxes clear each other once the centres are `need` apart along x or y: along (ux, uy) that takes need / max.
        const push = need / Math.max(Math.abs(ux), Math.abs(uy)) - distance + 0.01;
        const shareA = a.fixed ? 0 : b.fixed ? 1 : 0.5;
        at[i]!.x -= ux * push * shareA;
        at[i]!.y -= uy * push * shareA;
        at[j]!.x += ux * push * (1 - shareA);
        at[j]!.y += uy * push * (1 - shareA);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return at;
}
