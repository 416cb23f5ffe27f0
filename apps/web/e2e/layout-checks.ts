// The layout measurements of the page sweep (issue 18), in a module of their own so that the sweep (sweep.spec.ts)
// runs them in the same visit as its other checks. At every width the document must not scroll sideways and nothing
// in the header, main or footer may stick out past the right edge; at 1280 and up the header's menu is one line
// inside the header, every table shows all its columns and the back office's table rows are at most 96 px tall; below
// 1280 a table too wide for its box is either cards or a named scrolling region; at 390 px every tap target is at
// least 24×24 px or has no other target within 24 px (links inside running text are exempt, as in WCAG 2.5.8).
// Findings read "path | language | role | width | check | element".
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { expect } from './fixtures';

export const WIDTHS = [390, 768, 1024, 1280, 1440] as const;
/** From this width on the header shows its whole menu and tables show every column. */
const DESKTOP = 1280;
const PHONE = 390;
const MAX_ADMIN_ROW_PX = 96;
const MIN_TARGET_PX = 24;

/** The loading text of a page or list in each language: gone once the page shows what it is for. */
export const LOADING = /^(Loading…|Laden…|Bezig met laden…|Cargando…)$/;

interface Finding {
  check: string;
  element: string;
}

interface MeasureOptions {
  desktop: boolean;
  phone: boolean;
  adminArea: boolean;
  maxRow: number;
  minTarget: number;
}

/**
 * Runs in the page: the layout checks at the current width. Self-contained (Playwright sends its source).
 * Elements are named by tag, id, two classes and their text or label, e.g. `a.button "Registreren"`.
 */
function measureLayout({ desktop, phone, adminArea, maxRow, minTarget }: MeasureOptions): Finding[] {
  const findings: Finding[] = [];
  const viewport = document.documentElement.clientWidth;
  const px = (value: number) => `${Math.round(value)} px`;

  const clip = (raw: string, max: number): string => {
    const text = raw.replace(/\s+/g, ' ').trim();
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
  };
  const textOf = (element: Element | null | undefined, max: number): string =>
    clip((element instanceof HTMLElement ? element.innerText : element?.textContent) ?? '', max);

  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const id = element.id && !/^(:|_r_|«)/.test(element.id) ? `#${element.id}` : '';
    const className = typeof element.className === 'string' ? element.className.trim() : '';
    const classes = className ? `.${className.split(/\s+/).slice(0, 2).join('.')}` : '';
    const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
    const labelled =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? element.labels?.[0]?.textContent
        : null);
    const short = labelled ? clip(labelled, 40) : textOf(element, 40);
    return `${tag}${id}${classes}${type}${short ? ` "${short}"` : ''}`;
  };

  /** Hidden the way screen-reader-only text is: clipped, or a 1 px box that hides its overflow. */
  const visuallyHidden = (element: Element): boolean => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== 'auto' && style.clip !== '' && (style.position === 'absolute' || style.position === 'fixed'))
        return true;
      if (/inset\(50%/.test(style.clipPath)) return true;
      const rect = node.getBoundingClientRect();
      if (rect.width <= 1 && rect.height <= 1 && style.overflow !== 'visible') return true;
    }
    return false;
  };

  const shown = (element: Element): boolean => {
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && !visuallyHidden(element);
  };

  /** Lines of text an element's own text takes (its text nodes' line boxes, grouped by their top). */
  const textLines = (element: Element): number => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    tops.sort((a, b) => a - b);
    return tops.filter((top, index) => index === 0 || top - (tops[index - 1] ?? top) > 4).length;
  };

  const add = (check: string, element: string) => findings.push({ check, element });

  // (a) No sideways scrolling, and nothing in the header, main or footer past the right edge.
  const html = document.documentElement;
  if (html.scrollWidth > window.innerWidth)
    add('sideways scroll', `the document is ${px(html.scrollWidth)} wide in a ${px(window.innerWidth)} window`);
  const regions = [...document.querySelectorAll('header, main, footer')].filter(
    (region) => !region.parentElement?.closest('header, main, footer'),
  );
  const sticksOut = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.right > viewport + 1;
  };
  // Ties (blocks that fill a too-wide parent) go to the child with the widest content: the cause, not a bystander.
  const widestChildOut = (element: Element): Element | undefined =>
    [...element.children]
      .filter(sticksOut)
      .sort(
        (a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right || b.scrollWidth - a.scrollWidth,
      )[0];
  let widestReported = 0;
  const walk = (element: Element) => {
    for (const child of element.children) {
      const style = getComputedStyle(child);
      if (style.display === 'none') continue;
      if (sticksOut(child)) {
        // The outermost element that sticks out, and the innermost one down its widest line of descendants.
        let inner: Element = child;
        for (let next = widestChildOut(inner); next; next = widestChildOut(inner)) inner = next;
        const right = child.getBoundingClientRect().right;
        widestReported = Math.max(widestReported, right);
        add(
          'sticks out past the right edge',
          `${describe(child)} ends at ${px(right)} (viewport ${px(viewport)})${inner === child ? '' : `; inside it ${describe(inner)} ends at ${px(inner.getBoundingClientRect().right)}`}`,
        );
        continue;
      }
      // A box that clips or scrolls its overflow keeps its content in; tables in it are checked below.
      if (style.overflowX !== 'visible') continue;
      walk(child);
    }
  };
  for (const region of regions) {
    if (sticksOut(region)) {
      widestReported = Math.max(widestReported, region.getBoundingClientRect().right);
      add(
        'sticks out past the right edge',
        `${describe(region).slice(0, 60)} ends at ${px(region.getBoundingClientRect().right)}`,
      );
    } else walk(region);
  }
  // The document is wider than anything found sticking out of its box: an absolutely positioned element escapes a
  // scrolling or clipping box (its containing block lies outside it), e.g. screen-reader text in a scrolled-away
  // card. Name the elements whose right edge is the document's.
  if (html.scrollWidth > window.innerWidth && html.scrollWidth > widestReported + window.scrollX + 1) {
    const edge = html.scrollWidth;
    const setters = [...document.body.querySelectorAll('*')].filter((element) => {
      const rect = element.getBoundingClientRect();
      return element instanceof HTMLElement && rect.width > 0 && Math.abs(rect.right + window.scrollX - edge) < 2;
    });
    for (const element of setters
      .filter((candidate) => !setters.some((other) => other !== candidate && other.contains(candidate)))
      .slice(0, 3)) {
      const context = element.parentElement?.closest('[class]');
      add(
        'sticks out past the right edge',
        `${describe(element)} (position: ${getComputedStyle(element).position})${context ? ` in ${describe(context).slice(0, 50)}` : ''} makes the document ${px(edge)} wide`,
      );
    }
  }

  // (b) At 1280 and up: the header's menu is shown, on one line, and everything in the header stays inside it.
  const header = regions.find((region) => region.tagName === 'HEADER');
  if (desktop && header) {
    const nav = [...header.querySelectorAll('nav')].find(shown);
    if (!nav) add('header menu', 'the main menu is not shown');
    else {
      const items = [...nav.querySelectorAll('li')].filter(shown);
      const firstTop = items[0]?.getBoundingClientRect().top ?? 0;
      for (const item of items) {
        const top = item.getBoundingClientRect().top;
        if (Math.abs(top - firstTop) > 2)
          add('header menu on one line', `${describe(item)} starts ${px(top - firstTop)} below the first item`);
        const lines = textLines(item);
        if (lines > 1) add('header menu on one line', `${describe(item)} wraps onto ${lines} lines`);
      }
    }
    const box = header.getBoundingClientRect();
    const outside: Element[] = [];
    for (const element of header.querySelectorAll('*')) {
      if (outside.some((reported) => reported.contains(element)) || !shown(element)) continue;
      const rect = element.getBoundingClientRect();
      const sides = [
        rect.left < box.left - 1 && 'left',
        rect.right > box.right + 1 && 'right',
        rect.top < box.top - 1 && 'top',
        rect.bottom > box.bottom + 1 && 'bottom',
      ].filter(Boolean);
      if (sides.length > 0) {
        outside.push(element);
        add(
          'header item inside the header',
          `${describe(element)} crosses the header's ${sides.join(' and ')} edge (header ${px(box.height)} tall, item ${px(rect.top - box.top)}–${px(rect.bottom - box.top)})`,
        );
      }
    }
    // A logo or icon squeezed by its neighbours (the logo icon at 0 px).
    for (const icon of header.querySelectorAll('svg, img')) {
      if (!icon.checkVisibility() || visuallyHidden(icon)) continue;
      const wanted = Number(icon.getAttribute('width'));
      const rect = icon.getBoundingClientRect();
      if (wanted >= 16 && rect.width < wanted / 2)
        add(
          'header item inside the header',
          `${describe(icon.parentElement ?? icon)}: its icon is squeezed to ${px(rect.width)} of ${px(wanted)}`,
        );
    }
  }

  // (c) Tables: all columns at 1280 and up; below, cards or a named scrolling region. (d) Back office rows.
  for (const table of document.querySelectorAll('main table')) {
    if (!shown(table)) continue;
    const caption = table.querySelector('caption');
    const name = `table${table.getAttribute('data-testid') ? `[data-testid=${table.getAttribute('data-testid')}]` : ''}${caption ? ` "${textOf(table.querySelector('caption'), 40)}"` : ` "${textOf(table.querySelector('th'), 30)}…"`}`;
    let scroller: HTMLElement | null = null;
    for (let node = table.parentElement; node && node.tagName !== 'MAIN'; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible') {
        scroller = node;
        break;
      }
    }
    const parent = table.parentElement as HTMLElement;
    const parentStyle = getComputedStyle(parent);
    const tableRect = table.getBoundingClientRect();
    const boxRight = scroller
      ? scroller.getBoundingClientRect().right - scroller.clientLeft
      : parent.getBoundingClientRect().right -
        parseFloat(parentStyle.paddingRight) -
        parseFloat(parentStyle.borderRightWidth);
    const boxWidth = scroller
      ? scroller.clientWidth
      : parent.clientWidth - parseFloat(parentStyle.paddingLeft) - parseFloat(parentStyle.paddingRight);
    const tableWidth = Math.max(tableRect.width, table.scrollWidth);
    const tooWide = scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : tableRect.right > boxRight + 1;
    const asTable = getComputedStyle(table).display === 'table';
    if (desktop) {
      if (tooWide) {
        const hidden = [...table.querySelectorAll('thead th, tr:first-child > th, tr:first-child > td')].filter(
          (cell) => cell.getBoundingClientRect().right > boxRight + 1,
        );
        const columns = hidden.map((cell) => `"${textOf(cell, 20) || cell.tagName.toLowerCase()}"`);
        add(
          'table shows every column',
          `${name} is ${px(tableWidth)} wide in a ${px(boxWidth)} box${columns.length > 0 ? `; cut off: ${[...new Set(columns)].join(', ')}` : ''}`,
        );
      }
      const clipped = [...table.querySelectorAll('th, td')].find(
        (cell) => shown(cell) && cell.scrollWidth > cell.clientWidth + 1,
      );
      if (clipped)
        add(
          'table shows every column',
          `${name}: the cell ${describe(clipped)} is clipped (${px(clipped.scrollWidth)} of content in ${px(clipped.clientWidth)})`,
        );
    } else if (asTable && tooWide) {
      const scrolls = scroller && /auto|scroll/.test(getComputedStyle(scroller).overflowX);
      const labelledBy = scroller
        ?.getAttribute('aria-labelledby')
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      const accessibleName = scroller?.getAttribute('aria-label')?.trim() || labelledBy;
      const role = scroller?.getAttribute('role');
      if (!scrolls || !accessibleName || !role) {
        const missing = [
          !scrolls && 'overflow-x: auto',
          !role && 'a role (region)',
          !accessibleName && 'an accessible name (aria-label/aria-labelledby)',
        ]
          .filter(Boolean)
          .join(', ');
        add(
          'wide table is cards or a labelled scrolling region',
          `${name} is ${px(tableWidth)} wide in a ${px(boxWidth)} box${scroller ? ` (${describe(scroller).slice(0, 40)})` : ''}; missing ${missing}`,
        );
      }
    }
    if (desktop && adminArea) {
      const rows = [...table.querySelectorAll('tbody tr')].filter(shown);
      const tall = rows.filter((row) => row.getBoundingClientRect().height > maxRow + 0.5);
      const tallest = tall.sort((a, b) => b.getBoundingClientRect().height - a.getBoundingClientRect().height)[0];
      if (tallest)
        add(
          `admin rows at most ${maxRow} px`,
          `${name}: ${tall.length} of ${rows.length} rows are taller, up to ${px(tallest.getBoundingClientRect().height)} (${describe(tallest.querySelector('td:not(.select-cell)') ?? tallest).slice(0, 70)})`,
        );
    }
  }

  // (e) At 390 px: tap targets of at least 24×24 px, or with 24 px of room (WCAG 2.5.8).
  if (phone) {
    const inRunningText = (element: Element): boolean => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = (element as HTMLElement).innerText.trim();
      const around = (block?.innerText ?? '').replace(own, '');
      return /\p{L}{2}/u.test(around);
    };
    const clippedAway = (element: Element, rect: DOMRect): boolean => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        if (/auto|scroll/.test(style.overflowX + style.overflowY)) continue; // reachable by scrolling
        const box = node.getBoundingClientRect();
        if (rect.right <= box.left || rect.left >= box.right || rect.bottom <= box.top || rect.top >= box.bottom)
          return true;
      }
      return false;
    };
    const scrollY = window.scrollY;
    const targets = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], summary',
      ),
    ]
      .filter((element) => shown(element) && !inRunningText(element))
      .map((element) => {
        let rect = element.getBoundingClientRect();
        if (clippedAway(element, rect) || rect.bottom + scrollY <= 0 || rect.right <= 0 || rect.left >= viewport)
          return null;
        // A checkbox or radio button is also set by its label.
        const labels =
          element instanceof HTMLInputElement && /checkbox|radio/.test(element.type)
            ? [...(element.labels ?? [])].filter(shown)
            : [];
        for (const label of labels) {
          const box = label.getBoundingClientRect();
          const left = Math.min(rect.left, box.left);
          const top = Math.min(rect.top, box.top);
          rect = new DOMRect(
            left,
            top,
            Math.max(rect.right, box.right) - left,
            Math.max(rect.bottom, box.bottom) - top,
          );
        }
        return { element, rect, small: rect.width < minTarget - 0.5 || rect.height < minTarget - 0.5 };
      })
      .filter((target) => target !== null);
    // "Or has 24 px spacing": a smaller target passes only when no other target comes within 24 px of its box.
    const gap = (a: DOMRect, b: DOMRect) =>
      Math.hypot(Math.max(0, b.left - a.right, a.left - b.right), Math.max(0, b.top - a.bottom, a.top - b.bottom));
    for (const target of targets) {
      if (!target.small) continue;
      const crowdedBy = targets.find(
        (other) =>
          other !== target &&
          !other.element.contains(target.element) &&
          !target.element.contains(other.element) &&
          gap(target.rect, other.rect) < minTarget - 0.5,
      );
      if (crowdedBy) {
        add(
          `tap target at least ${minTarget}×${minTarget} px`,
          `${describe(target.element)} is ${px(target.rect.width)}×${px(target.rect.height)} and ${describe(crowdedBy.element).slice(0, 50)} is ${px(gap(target.rect, crowdedBy.rect))} away`,
        );
      }
    }
  }

  return findings;
}

/** Two animation frames: the layout of the new width is done and painted. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Steps an opened page through the widths; returns its findings as "path | language | role | width | check | element".
 * The back office's row height is checked for the admin on /admin pages.
 */
export async function layoutFindings(
  page: Page,
  path: string,
  language: string,
  role: string,
  widths: readonly number[] = WIDTHS,
): Promise<string[]> {
  await expect(page.getByText(LOADING)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const lines: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === PHONE ? 844 : 900 });
    await settle(page);
    const findings = await page.evaluate(measureLayout, {
      desktop: width >= DESKTOP,
      phone: width === PHONE,
      adminArea: role === 'admin' && path.startsWith(paths.admin),
      maxRow: MAX_ADMIN_ROW_PX,
      minTarget: MIN_TARGET_PX,
    });
    for (const line of new Set(
      findings.map(({ check, element }) => `${path} | ${language} | ${role} | ${width} | ${check} | ${element}`),
    ))
      lines.push(line);
  }
  return lines;
}

/** The message of a failed layout check: every finding on a line of its own. */
export function findingsMessage(lines: string[]): string {
  return `layout findings (path | language | role | width | check | element):\n${lines.join('\n')}\n`;
}
