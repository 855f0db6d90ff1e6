// One social card (1200×630 PNG) in the site's style: the brand, the page's kind and category,
// and its title. Satori lays out the card as SVG (with the Inter font, OFL-1.1, from
// @fontsource/inter) and resvg turns it into a PNG. Pure of any page: scripts/build-social-cards.mjs
// decides what goes on each card.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
const font = (weight) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const FONTS = [
  { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
  { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
];

/** A Satori element: the same shape as React's, without React. */
const el = (type, style, ...children) => ({ type, props: { style, children: children.length === 1 ? children[0] : children } });

/** Title size that keeps up to about four lines inside the card. */
export function titleSize(title) {
  return title.length <= 28 ? 84 : title.length <= 50 ? 70 : title.length <= 80 ? 58 : 48;
}

/** The card's layout for Satori. */
function cardLayout({ title, kind, category }) {
  return el(
    'div',
    { width: 1200, height: 630, display: 'flex', flexDirection: 'column', background: '#f5f6fa', fontFamily: 'Inter', color: '#14161f' },
    el('div', { display: 'flex', height: 14, background: '#4338ca' }),
    el(
      'div',
      { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, padding: '56px 72px 64px' },
      el(
        'div',
        { display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700, color: '#4338ca' },
        el('div', { display: 'flex', width: 26, height: 26, background: '#4338ca', transform: 'rotate(45deg)', marginRight: 22 }),
        'Agent Atlas',
      ),
      el(
        'div',
        { display: 'flex', flexDirection: 'column' },
        el(
          'div',
          { display: 'flex', alignItems: 'center', marginBottom: 28 },
          el(
            'div',
            {
              display: 'flex',
              background: '#4338ca',
              color: '#ffffff',
              padding: '8px 20px',
              borderRadius: 999,
              fontSize: 24,
              fontWeight: 700,
              letterSpacing: 2,
            },
            kind.toUpperCase(),
          ),
          category
            ? el('div', { display: 'flex', marginLeft: 20, fontSize: 30, color: '#4a4f63' }, category)
            : el('div', { display: 'flex' }),
        ),
        el('div', { display: 'flex', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.12 }, title),
      ),
      el('div', { display: 'flex', fontSize: 26, color: '#4a4f63' }, 'Design reliable and secure AI agent systems'),
    ),
  );
}

/** Renders one card to PNG bytes. */
export async function renderCard(card) {
  const svg = await satori(cardLayout(card), { width: 1200, height: 630, fonts: FONTS });
  return new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng();
}
