/**
 * What the recipient pages take from React, served by Preact's core and hooks
 * (vite.link.config.ts points `react` and `react-dom/client` here). preact/compat
 * would serve all of React, at a tenth of the pages' JavaScript; these pages
 * use only what is below. What compat would add and these pages go without:
 * React's `onChange` on a text field (it is the DOM's change here; use
 * onInput), `px` after a number in a style, SVG attributes in camelCase.
 */
import { render, type ComponentChild } from 'preact';

export { createElement, Fragment } from 'preact';
export { useCallback, useEffect, useRef, useState } from 'preact/hooks';

export function createRoot(container: Element) {
  return { render: (node: ComponentChild) => render(node, container) };
}
