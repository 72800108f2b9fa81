// Step 1 of the wizard re-renders only the input that changed on a keystroke, in the built site as
// customers get it. Preact calls its `options` hooks in production builds too: `__r` right before a
// component renders (not when it bails out, e.g. a memo whose props are unchanged) and `diffed` once
// its subtree is done. The test wraps both and asks, for each component that rendered, which inputs its
// subtree holds. Components around exactly one input are that input's field; a keystroke must render no
// other field.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Wraps Preact's hooks once the wizard is there; returns a function that takes the ids of the fields rendered
 * since its last call, each once (a field's input and the components around it render together).
 */
async function recordRenderedFields(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(async () => {
    // Preact's production names: a vnode's `__k` (children) and `__e` (DOM node), the hooks' `__r` (render).
    interface VNode {
      type: unknown;
      __k?: (VNode | null)[] | null;
      __e?: unknown;
    }
    interface Options {
      __r?: (vnode: VNode) => void;
      diffed?: (vnode: VNode) => void;
    }
    // The island's framework file (src/build/chunk-groups.ts names it), the same module instance the page runs.
    const url = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /\/_astro\/preact\.[\w-]+\.js$/.test(name));
    if (!url) throw new Error('The page loaded no preact chunk');
    const exported: unknown[] = Object.values(await import(url));
    // `options` is the one exported object Preact gives an error hook (`__e`) from the start.
    const options = exported.find(
      (value): value is Options =>
        typeof value === 'object' && value !== null && typeof (value as { __e?: unknown }).__e === 'function',
    );
    if (!options) throw new Error('Preact exports no options object');

    const rendered: string[] = [];
    const rendering = new Set<VNode>();
    const inputsIn = (vnode: VNode, found: HTMLInputElement[] = []): HTMLInputElement[] => {
      for (const child of vnode.__k ?? []) {
        if (!child) continue;
        if (child.type === 'input' && child.__e instanceof HTMLInputElement) found.push(child.__e);
        inputsIn(child, found);
      }
      return found;
    };
    const beforeRender = options.__r;
    options.__r = (vnode) => {
      if (typeof vnode.type === 'function') rendering.add(vnode);
      beforeRender?.(vnode);
    };
    const diffed = options.diffed;
    options.diffed = (vnode) => {
      diffed?.(vnode);
      if (!rendering.delete(vnode)) return;
      const inputs = inputsIn(vnode);
      if (inputs.length === 1) rendered.push(inputs[0]!.id);
    };
    Object.assign(window, { renderedFields: rendered });
  });
  return () =>
    page.evaluate(() => {
      const rendered = (window as unknown as { renderedFields: string[] }).renderedFields;
      return [...new Set(rendered.splice(0, rendered.length))];
    });
}

/** After the next frame and what Preact rendered for it (an input's update renders before the frame). */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));

test('a keystroke in step 1 re-renders the field typed in and no other', async ({ page }) => {
  await page.goto('/app');
  // The wizard has mounted (the static first screen before it has no labelled fields) and what it loads after
  // its start is in before the keystrokes: a known postal code fills in its place only once the postal code
  // list has arrived, which renders every field again. An idle network says neither: on a busy machine the
  // after-paint loader may not have asked for the wizard yet.
  await page.getByLabel('Postleitzahl').fill('50667');
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Köln');
  const renderedFields = await recordRenderedFields(page);
  const birthPlace = page.getByLabel('Geburtsort', { exact: true });
  await birthPlace.click();
  // Focus and the first render are not keystrokes.
  await nextFrame(page);
  await renderedFields();

  await birthPlace.press('B');
  await expect(birthPlace).toHaveValue('B');
  await nextFrame(page);
  const id = await birthPlace.getAttribute('id');
  expect(await renderedFields()).toEqual([id]);

  // And again with a whole word: every commit renders the field typed in, none of the others.
  await birthPlace.pressSequentially('erlin');
  await expect(birthPlace).toHaveValue('Berlin');
  await nextFrame(page);
  expect(await renderedFields()).toEqual([id]);

  // The hook sees the other fields when they do render: "Weiter" validates the whole step and shows
  // the errors of the empty fields.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('link', { name: 'Vorname muss mindestens 2 Zeichen lang sein' })).toBeVisible();
  expect((await renderedFields()).length).toBeGreaterThan(3);
});
