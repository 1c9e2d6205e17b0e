// @ts-check
// The replay's and the sound button's icons, drawn by the page (inline SVG
// in the text's colour): ⏮, ⏭ and 🔊 are characters many fonts lack, shown
// as empty boxes.

const SVG = 'http://www.w3.org/2000/svg';
const PATHS = {
  start: 'M3 3h2v10H3zM13 3v10L6 8z',
  back: 'M12 3v10L4 8z',
  next: 'M4 3v10l8-5z',
  end: 'M3 3v10l7-5zM11 3h2v10h-2z',
  // A loudspeaker and its sound wave (index.html draws it too, for the
  // first load).
  sound: 'M1 6h3l4-3.5v11L4 10H1zM10.5 4.2l1-1.1a6.8 6.8 0 0 1 0 9.8l-1-1.1a5.3 5.3 0 0 0 0-7.6z',
};

export function icon(name) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', 'icon');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', PATHS[name]);
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}
