import { createRandom, type Random } from './random';

/**
 * Generated provider photos: small SVG scenes, so image grids and sliders have something pleasant to show and
 * nothing is fetched from the internet. The building (style, colours, size) depends on the provider only, so a
 * provider's photos look like one place; the framing, sky, trees, and whether it is an inside view depend on
 * the photo number too.
 */
const SKIES = [
  ['#9fd3ec', '#eef8fc'],
  ['#ffc99a', '#fff2e2'],
  ['#b9cdf7', '#f1f5ff'],
  ['#a9e3cf', '#eefbf5'],
  ['#f2bfd9', '#fdf0f7'],
] as const;
const WALLS = ['#efe3cf', '#dcc6a8', '#cfdbe3', '#e8e4dc', '#e2cdb5', '#f3ece0', '#d6ddd0'] as const;
const ROOFS = ['#8c3b2f', '#4f5d75', '#2f4858', '#6b4226', '#3d5a45', '#5c4b6b'] as const;
const LEAVES = ['#5a8f4e', '#3f7d58', '#6a994e', '#4c8c6a', '#2f6f4f'] as const;
const FABRICS = ['#5b7db1', '#b5655a', '#6f9a8d', '#c29a4b', '#7d6b9e'] as const;

/** FNV-1a, so the same (provider, photo) gives the same picture on every machine. */
const hash = (text: string) => {
  let value = 2_166_136_261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return value;
};
const r = Math.round;

export function providerImageSvg(providerId: number, photo: number, name = 'Provider'): string {
  const place = createRandom(hash(`place:${providerId}`));
  const shot = createRandom(hash(`${providerId}:${photo}`));
  const [skyTop, skyBottom] = shot.pick(SKIES);
  const body = photo % 3 === 0 ? inside(place, shot) : outside(place, shot, photo === 1);
  const title = `${name}, photo ${photo}`.replace(/[<&>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" role="img" aria-label="${title}"><title>${title}</title>\
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>${body}</svg>`;
}

function tree(random: Random, x: number, base: number, leaves: string): string {
  const size = random.int(50, 90);
  if (random.chance(0.35)) {
    return `<path d="M${x} ${base - size * 1.6}l${r(size * 0.5)} ${r(size * 1.4)}h${-r(size)}z" fill="${leaves}"/><rect x="${x - 4}" y="${r(base - size * 0.2)}" width="8" height="${r(size * 0.2)}" fill="#6b4f3a"/>`;
  }
  return `<rect x="${x - 5}" y="${base - size}" width="10" height="${size}" fill="#6b4f3a"/><circle cx="${x}" cy="${base - size}" r="${r(size * 0.6)}" fill="${leaves}"/>`;
}

/** The building from outside: sky, hills, lawn and path, the building centred on its door, trees either side. */
function outside(place: Random, shot: Random, front: boolean): string {
  const wall = place.pick(WALLS);
  const roof = place.pick(ROOFS);
  const style = place.int(0, 2);
  const floors = style === 1 ? 2 : place.int(2, 4);
  const columns = place.pick([5, 7]);
  const width = columns * 56 + 28;
  const height = floors * 64 + 20;
  // The first photo is the straight-on front view; the others come closer or from the side.
  const tallest = height + [12, r(width * 0.2), 40][style]!;
  const closer = r((0.85 + shot.next() * 0.35) * 100) / 100;
  // Never wider than the picture on the front view, and never cut off at the top.
  const scale = Math.min(front ? Math.min(1, 440 / width) : closer, r((310 / tallest) * 100) / 100);
  const centre = front ? 320 : r(320 + (shot.next() - 0.5) * 200);
  const half = width / 2;
  const roofPath = [
    `<rect x="${-half - 6}" y="${-height - 12}" width="${width + 12}" height="14" fill="${roof}"/>`,
    `<path d="M${-half - 14} ${-height}L0 ${-height - r(width * 0.2)}L${half + 14} ${-height}z" fill="${roof}"/>`,
    `<path d="M${-half - 16} ${-height}h${width + 32}l-30 -40h${-(width - 28)}z" fill="${roof}"/>`,
  ][style];
  const bushes = Array.from({ length: place.int(2, 4) }, (_, index) => {
    const side = index % 2 ? 1 : -1;
    return `<ellipse cx="${side * place.int(60, half - 20)}" cy="-6" rx="${place.int(16, 26)}" ry="14"/>`;
  }).join('');
  const leaves = shot.pick(LEAVES);
  const hill = shot.int(270, 305);
  const clouds = Array.from({ length: shot.int(1, 3) }, () => {
    const x = shot.int(40, 600);
    const y = shot.int(40, 130);
    return `<ellipse cx="${x}" cy="${y}" rx="42" ry="13"/><ellipse cx="${x + 16}" cy="${y - 10}" rx="24" ry="15"/>`;
  }).join('');
  const reach = r(half * scale);
  // One window per 56 × 64 cell, the pattern anchored at the window band's corner so no window is cut.
  return `<defs><pattern id="w" x="${-half + 14}" y="${-height + 14}" width="56" height="64" patternUnits="userSpaceOnUse">\
<rect x="13" y="10" width="30" height="40" rx="3" fill="#6d8fb0"/><rect x="13" y="10" width="30" height="9" rx="3" fill="#fff" opacity=".4"/></pattern></defs>\
<rect width="640" height="400" fill="url(#s)"/><circle cx="${shot.int(60, 580)}" cy="${shot.int(50, 90)}" r="30" fill="#fff3b8"/>\
<g fill="#fff" opacity=".85">${clouds}</g><path d="M0 ${hill}Q160 ${hill - 45} 320 ${hill}T640 ${hill}V340H0z" fill="#b7d6a3"/>\
<rect y="340" width="640" height="60" fill="#8fbf78"/><path d="M${centre - 18} 340h36l40 60h-116z" fill="#e3dccd"/>\
<g transform="translate(${centre} 342) scale(${scale})">${roofPath}<rect x="${-half}" y="${-height}" width="${width}" height="${height}" fill="${wall}"/>\
<rect x="${-half + 14}" y="${-height + 14}" width="${width - 28}" height="${floors * 64}" fill="url(#w)"/>\
<rect x="-28" y="-70" width="56" height="70" fill="${wall}"/><rect x="-36" y="-68" width="72" height="9" fill="${roof}"/>\
<rect x="-20" y="-58" width="40" height="58" fill="${roof}"/><rect x="-15" y="-52" width="13" height="44" fill="#a9c4dc"/><rect x="2" y="-52" width="13" height="44" fill="#a9c4dc"/>\
<g fill="${shot.pick(LEAVES)}">${bushes}</g></g>${tree(shot, Math.max(30, centre - reach - 50), 352, leaves)}${tree(shot, Math.min(610, centre + reach + 50), 356, leaves)}`;
}

/** A lounge or room: a window onto the sky, a sofa, a picture and a plant. */
function inside(place: Random, shot: Random): string {
  const wall = place.pick(WALLS);
  const fabric = shot.pick(FABRICS);
  const leaves = shot.pick(LEAVES);
  const windowX = shot.pick([60, 90, 380]);
  const sofaX = windowX < 200 ? 330 : 70;
  const picture = windowX < 200 ? 400 : 110;
  return `<rect width="640" height="400" fill="${wall}"/><rect y="300" width="640" height="100" fill="#c9a67a"/><rect y="296" width="640" height="8" fill="#fff" opacity=".6"/>\
<rect x="${windowX - 10}" y="50" width="220" height="200" fill="#fff"/><rect x="${windowX}" y="60" width="200" height="180" fill="url(#s)"/>\
<circle cx="${windowX + 60}" cy="210" r="50" fill="${leaves}" opacity=".7"/><path d="M${windowX + 100} 60v180M${windowX} 150h200" stroke="#fff" stroke-width="8"/>\
<rect x="${picture}" y="90" width="120" height="80" fill="#fff" stroke="#7a6a55" stroke-width="6"/><path d="M${picture + 6} 164l36-40 26 26 20-18 26 32z" fill="${shot.pick(LEAVES)}"/>\
<ellipse cx="${sofaX + 120}" cy="352" rx="170" ry="26" fill="#fff" opacity=".35"/>\
<rect x="${sofaX + 10}" y="220" width="220" height="70" rx="16" fill="${fabric}"/><rect x="${sofaX}" y="270" width="240" height="52" rx="12" fill="${fabric}"/>\
<rect x="${sofaX + 20}" y="262" width="200" height="22" rx="8" fill="#fff" opacity=".25"/><rect x="${sofaX + 14}" y="320" width="10" height="14" fill="#5a4634"/><rect x="${sofaX + 216}" y="320" width="10" height="14" fill="#5a4634"/>\
<path d="M${sofaX + 262} 330h36l-6 40h-24z" fill="#b5654a"/><g fill="${leaves}"><ellipse cx="${sofaX + 272}" cy="300" rx="12" ry="30"/><ellipse cx="${sofaX + 290}" cy="296" rx="12" ry="34"/></g>`;
}
