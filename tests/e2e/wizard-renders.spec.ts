// Step 1 of the wizard re-renders only the input that changed on a keystroke, in the built
// site as customers get it. React, production build included, reports every commit to the hook React's
// developer tools install; the test installs its own hook and asks, for each commit, which components
// rendered (the developer tools' rule: a component rendered when React marked it "performed work";
// a subtree whose children are unchanged was not visited). Components around exactly one input are
// that input's field; a keystroke must render no other field.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Installs the hook before React loads; returns a function that takes the ids of the fields rendered since
 * its last call, each once (a field's input and the components around it render together).
 */
async function recordRenderedFields(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    // React's work tags of components that run code when they render, and its "performed work" flag.
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
    const HOST_COMPONENT = 5;
    const PERFORMED_WORK = 1;
    interface Fiber {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
    }
    const rendered: string[] = [];

    function inputsIn(fiber: Fiber, found: HTMLInputElement[] = []): HTMLInputElement[] {
      for (let child = fiber.child; child; child = child.sibling) {
        if (child.tag === HOST_COMPONENT && child.stateNode instanceof HTMLInputElement) found.push(child.stateNode);
        inputsIn(child, found);
      }
      return found;
    }

    function visit(fiber: Fiber): void {
      const previous = fiber.alternate;
      if (previous && COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) {
        const inputs = inputsIn(fiber);
        if (inputs.length === 1) rendered.push(inputs[0]!.id);
      }
      // Unchanged children: React bailed out of this subtree, nothing in it rendered.
      if (previous && fiber.child === previous.child) return;
      for (let child = fiber.child; child; child = child.sibling) visit(child);
    }

    Object.assign(window, {
      renderedFields: rendered,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => visit(root.current),
      },
    });
  });
  return () =>
    page.evaluate(() => {
      const rendered = (window as unknown as { renderedFields: string[] }).renderedFields;
      return [...new Set(rendered.splice(0, rendered.length))];
    });
}

/** After the next frame and what React committed for it (an input's update commits before the frame). */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));

test('a keystroke in step 1 re-renders the field typed in and no other', async ({ page }) => {
  const renderedFields = await recordRenderedFields(page);
  await page.goto('/app');
  // Whatever the wizard loads after its start (the postal code list) is in before the keystrokes.
  await page.waitForLoadState('networkidle');
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
