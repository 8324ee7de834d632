/**
 * The icon of a level of care: a handful of simple glyphs, chosen by the catalogue's icon id.
 * Decorative: the level's name is always written beside it.
 */
const GLYPHS: Record<string, string> = {
  building: 'M4 21V7l8-4 8 4v14h-6v-5h-4v5H4zm4-10h2V9H8v2zm6 0h2V9h-2v2zm-6 4h2v-2H8v2zm6 0h2v-2h-2v2z',
  home: 'M3 11.5 12 4l9 7.5V21h-6v-6H9v6H3v-9.5z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  rehab: 'M13 4a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM9 8h4l3 5-2 1-2-3v4l2 6h-2.2L10 16l-1 5H7l1.5-8.5L7 14H5l2-4 2-2z',
  drop: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z',
  cross: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6V3z',
  transport: 'M5 5h11l3 5h2v6h-2a2.5 2.5 0 0 1-5 0H9a2.5 2.5 0 0 1-5 0H3V7a2 2 0 0 1 2-2zm1 2v3h5V7H6zm7 0v3h4l-1.8-3H13z',
};

const glyphFor = (icon: string) => {
  const id = icon.toLowerCase();
  if (id.includes('nursing') || id.includes('building')) return GLYPHS.building!;
  if (id.includes('home') || id.includes('living') || id.includes('house')) return GLYPHS.home!;
  if (id.includes('hospice') || id.includes('heart') || id.includes('palliative') || id.includes('respite')) return GLYPHS.heart!;
  if (id.includes('rehab') || id.includes('therapy') || id.includes('walk')) return GLYPHS.rehab!;
  if (id.includes('dialysis') || id.includes('kidney') || id.includes('infusion') || id.includes('drop')) return GLYPHS.drop!;
  if (id.includes('hospital') || id.includes('medical') || id.includes('cross')) return GLYPHS.cross!;
  if (id.includes('transport')) return GLYPHS.transport!;
  return GLYPHS.building!;
};

export function LevelOfCareIcon({ icon, size = 28 }: { icon: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={glyphFor(icon)} fill="currentColor" />
    </svg>
  );
}
