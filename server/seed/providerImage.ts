/**
 * Generated provider photos: a small SVG scene (sky, building, trees) that varies with the provider and the photo
 * number. Good enough to lay out image grids and sliders, and nothing is fetched from the internet.
 */
const SKIES = [
  ['#cfe8f3', '#f6fbfd'],
  ['#ffd9b3', '#fff4e6'],
  ['#d7e3fc', '#f3f6ff'],
  ['#c9f2e4', '#f1fcf7'],
  ['#f4d3e6', '#fdf2f8'],
] as const;
const WALLS = ['#e9dcc9', '#d8c3a5', '#c9d6df', '#e3e3e3', '#d9c6b0', '#efe6d8'] as const;
const ROOFS = ['#8c3b2f', '#4f5d75', '#2f4858', '#6b4226', '#3d5a45'] as const;
const LEAVES = ['#5a8f4e', '#3f7d58', '#6a994e', '#4c8c6a'] as const;

const hash = (text: string) => {
  let value = 2_166_136_261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return value;
};

export function providerImageSvg(providerId: number, photo: number, name = 'Provider'): string {
  const seed = hash(`${providerId}:${photo}`);
  const pick = <T>(items: readonly T[], shift: number) => items[(seed >>> shift) % items.length]!;
  const [skyTop, skyBottom] = pick(SKIES, 0);
  const wall = pick(WALLS, 3);
  const roof = pick(ROOFS, 6);
  const leaves = pick(LEAVES, 9);
  const floors = 2 + ((seed >>> 12) % 3);
  const width = 260 + ((seed >>> 15) % 4) * 40;
  const left = (640 - width) / 2;
  const top = 330 - floors * 70;
  const windows: string[] = [];
  for (let floor = 0; floor < floors; floor++) {
    for (let column = 0; column < Math.floor(width / 60); column++) {
      windows.push(`<rect x="${left + 22 + column * 60}" y="${top + 22 + floor * 70}" width="30" height="36" rx="3"/>`);
    }
  }
  const tree = (x: number, size: number) =>
    `<rect x="${x - 5}" y="${360 - size}" width="10" height="${size}" fill="#6b4f3a"/><circle cx="${x}" cy="${360 - size}" r="${size * 0.7}" fill="${leaves}"/>`;
  const title = `${name}, photo ${photo}`.replace(/[<&>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" role="img" aria-label="${title}"><title>${title}</title>\
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>\
<rect width="640" height="400" fill="url(#s)"/><circle cx="${520 - ((seed >>> 18) % 300)}" cy="80" r="34" fill="#fff6c9" opacity=".9"/>\
<rect y="350" width="640" height="50" fill="#9cc58a"/><path d="M${left - 16} ${top}h${width + 32}l-24-38h${-(width - 16)}z" fill="${roof}"/>\
<rect x="${left}" y="${top}" width="${width}" height="${350 - top}" fill="${wall}"/><g fill="#5b7a99" opacity=".85">${windows.join('')}</g>\
<rect x="${left + width / 2 - 22}" y="300" width="44" height="50" rx="4" fill="${roof}"/>${tree(left - 50, 70 + ((seed >>> 21) % 30))}${tree(left + width + 55, 60 + ((seed >>> 24) % 40))}</svg>`;
}
