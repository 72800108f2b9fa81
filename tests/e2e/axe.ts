// Accessibility checks with axe, one place for every spec: WCAG 2.1 A and AA (the law here, BFSG),
// optionally axe's best practices as well.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Content pages style what lies below their first screen with the whole stylesheet, which their
 * after-paint loader (src/build/after-paint-loader.ts) adds once the page has painted: axe judges the
 * page a reader scrolls to, so it waits for every stylesheet the loader names to have arrived.
 */
async function stylesheetsArrived(page: Page) {
  await page.waitForFunction(() => {
    const wanted = (document.querySelector<HTMLElement>('script[data-stylesheets]')?.dataset.stylesheets ?? '')
      .split(' ')
      .filter(Boolean);
    const arrived = [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : ''));
    return wanted.every((href) => arrived.includes(href));
  });
}

async function expectNoneOf(page: Page, label: string, tags: string[]) {
  await stylesheetsArrived(page);
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** No WCAG 2.1 AA violation and none of axe's best practices broken. */
export function expectNoViolations(page: Page, label: string) {
  return expectNoneOf(page, label, [...WCAG_21_AA, 'best-practice']);
}

/** No WCAG 2.1 AA violation. */
export function expectNoWcagViolations(page: Page, label: string) {
  return expectNoneOf(page, label, WCAG_21_AA);
}
