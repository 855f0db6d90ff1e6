import { instance, type Graph, type Viz } from '@viz-js/viz';
import type { GraphDiagram, Shape } from './model.ts';
import { FONT_SIZE, escapeXml, n, wrap } from './svg.ts';

/**
 * Flowcharts and state diagrams are laid out by Graphviz's `dot` (compiled to WebAssembly,
 * @viz-js/viz) and drawn from its xdot drawing operations into our own SVG: every element gets a
 * class instead of a colour, so the site's light and dark themes colour it, and nothing else
 * (no fonts, no styles, no comments) goes into the page.
 */

let vizPromise: Promise<Viz> | undefined;
const viz = () => (vizPromise ??= instance());

/** Characters per line before a node or edge label wraps; keeps diagrams narrow enough for phones. */
const NODE_WRAP = 22;
const EDGE_WRAP = 18;

const DOT_SHAPES: Record<Shape, Record<string, string | number>> = {
  rect: { shape: 'box' },
  rounded: { shape: 'box', style: 'rounded' },
  stadium: { shape: 'box', style: 'rounded' },
  subroutine: { shape: 'box', peripheries: 1 },
  cylinder: { shape: 'cylinder' },
  circle: { shape: 'circle' },
  diamond: { shape: 'diamond', margin: '0.02,0.02' },
  hexagon: { shape: 'hexagon' },
  asymmetric: { shape: 'cds' },
  parallelogram: { shape: 'parallelogram' },
  trapezoid: { shape: 'trapezium' },
  start: { shape: 'circle', width: 0.18, fixedsize: 'true', label: '' },
  end: { shape: 'doublecircle', width: 0.16, fixedsize: 'true', label: '' },
};

const dotLabel = (text: string, max: number) =>
  wrap(text, max)
    .map((l) => l.replace(/\\/g, '\\\\'))
    .join('\\n');

function toGraphviz(d: GraphDiagram): Graph {
  const node = (id: string) => {
    const x = d.nodes.find((v) => v.id === id)!;
    return { name: id, attributes: { label: dotLabel(x.label, NODE_WRAP), ...DOT_SHAPES[x.shape] } };
  };
  const subgraph = (parent?: string): Graph['subgraphs'] =>
    d.groups
      .filter((g) => g.parent === parent)
      .map((g) => ({
        name: `cluster_${g.id}`,
        graphAttributes: { label: dotLabel(g.label, 30), labeljust: 'l', margin: 10 },
        nodes: d.nodes.filter((v) => v.group === g.id).map((v) => ({ name: v.id })),
        subgraphs: subgraph(g.id),
      }));
  return {
    directed: true,
    graphAttributes: { rankdir: d.direction, nodesep: 0.3, ranksep: 0.32, fontname: 'Helvetica', fontsize: FONT_SIZE, pad: 0.05 },
    nodeAttributes: { fontname: 'Helvetica', fontsize: FONT_SIZE, margin: '0.12,0.05', height: 0.36 },
    edgeAttributes: { fontname: 'Helvetica', fontsize: FONT_SIZE - 1, arrowsize: 0.7 },
    nodes: d.nodes.map((v) => node(v.id)),
    edges: d.edges.map((e, i) => ({
      tail: e.from,
      head: e.to,
      attributes: {
        id: `e${i}`,
        ...(e.label ? { label: dotLabel(e.label, EDGE_WRAP) } : {}),
        dir: e.arrowStart && e.arrowEnd ? 'both' : e.arrowEnd ? 'forward' : e.arrowStart ? 'back' : 'none',
        ...(e.style === 'thick' ? { penwidth: 2 } : {}),
      },
    })),
    subgraphs: subgraph(undefined),
  };
}

type Op =
  | { op: 'p' | 'P' | 'L' | 'b' | 'B'; points: [number, number][] }
  | { op: 'e' | 'E'; rect: [number, number, number, number] }
  | { op: 'T'; pt: [number, number]; align: 'l' | 'c' | 'r'; text: string }
  | { op: string };
interface XdotObject {
  name?: string;
  _draw_?: Op[];
  _ldraw_?: Op[];
  _hdraw_?: Op[];
  _tdraw_?: Op[];
  id?: string;
  nodes?: number[];
  bb?: string;
}

const pts = (p: [number, number][]) => p.map(([x, y]) => `${n(x)} ${n(y)}`);

/** Draws xdot operations as SVG elements; `closed` shapes get a fill class from CSS. */
function draw(ops: Op[] | undefined, shapeClass: string): string {
  let out = '';
  for (const o of ops ?? []) {
    if ('points' in o) {
      const p = pts(o.points);
      if (o.op === 'b' || o.op === 'B') {
        const rest = p.slice(1);
        let d = `M${p[0]}`;
        for (let i = 0; i + 2 < rest.length; i += 3) d += `C${rest[i]} ${rest[i + 1]} ${rest[i + 2]}`;
        const closed = p[0] === p.at(-1);
        out += `<path class="${shapeClass}" d="${d}${closed ? 'Z' : ''}"/>`;
      } else if (o.op === 'L') out += `<path class="${shapeClass}" d="M${p.join('L')}"/>`;
      else out += `<path class="${o.op === 'P' ? `${shapeClass} dg-filled` : shapeClass}" d="M${p.join('L')}Z"/>`;
    } else if ('rect' in o) {
      const [cx, cy, rx, ry] = o.rect;
      out += `<ellipse class="${o.op === 'E' ? `${shapeClass} dg-filled` : shapeClass}" cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/>`;
    } else if ('text' in o) {
      const anchor = o.align === 'c' ? ' text-anchor="middle"' : o.align === 'r' ? ' text-anchor="end"' : '';
      out += `<text x="${n(o.pt[0])}" y="${n(o.pt[1])}"${anchor}>${escapeXml(o.text)}</text>`;
    }
  }
  return out;
}

/** Lays out and draws a flowchart or state diagram; returns the SVG body and its natural size. */
export async function renderGraph(d: GraphDiagram): Promise<{ body: string; width: number; height: number }> {
  const json = (await viz()).renderJSON(toGraphviz(d), { yInvert: true }) as { bb: string; objects?: XdotObject[]; edges?: XdotObject[] };
  const [x0, y0, x1, y1] = json.bb.split(',').map(Number);
  const width = Math.abs(x1 - x0);
  const height = Math.abs(y1 - y0);
  let body = '';
  for (const o of json.objects ?? []) {
    if (o.name?.startsWith('cluster_')) body += `<g class="dg-group">${draw(o._draw_, 'dg-box')}${draw(o._ldraw_, '')}</g>`;
  }
  for (const e of json.edges ?? []) {
    const edge = d.edges[Number(e.id?.slice(1))];
    body += `<g class="dg-edge dg-${edge.style}">${draw(e._draw_, 'dg-line')}${draw(e._hdraw_, 'dg-head')}${draw(e._tdraw_, 'dg-head')}${draw(e._ldraw_, '')}</g>`;
  }
  for (const o of json.objects ?? []) {
    if (o.name?.startsWith('cluster_') || o.name === undefined) continue;
    const v = d.nodes.find((x) => x.id === o.name);
    if (!v) continue;
    const cls = ['dg-node', `dg-${v.shape}`, v.role ? `dg-role-${v.role}` : ''].filter(Boolean).join(' ');
    body += `<g class="${cls}">${draw(o._draw_, 'dg-box')}${draw(o._ldraw_, '')}</g>`;
  }
  return { body: body.replace(/ class=""/g, ''), width, height };
}
