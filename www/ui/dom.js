// @ts-check
// Building DOM without HTML strings: text always goes in as textContent, so
// nothing from a saved game or a link can ever become markup.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') node.className = value;
    else if (name === 'text') node.textContent = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// replaceChildren without the holes left by conditional children.
export function fill(node, ...children) {
  node.replaceChildren(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

// Paragraphs separated by blank lines; lines starting "- " become a list.
export function prose(text) {
  const parts = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').map((line) => line.trim()).filter(Boolean);
    if (lines.length && lines.every((line) => line.startsWith('- '))) {
      parts.push(el('ul', {}, lines.map((line) => el('li', { text: line.slice(2) }))));
    } else if (lines.length) {
      parts.push(el('p', { text: lines.join(' ') }));
    }
  }
  return parts;
}
