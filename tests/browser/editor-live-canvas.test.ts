import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { seriousAxeViolations, sharedChromium } from '../support/browser';
import { dragByMouse, signInKeepingDraft } from '../support/editor-sign-in';

const SLUG = 'harbour-city-motors';
const server = { url: inject('appUrl') };
const editorAccount = DEMO_MARKETERS.find((m) => m.role === 'dealer-editor' && m.dealerSlugs.length === 1 && m.dealerSlugs[0] === SLUG)!;

let browser: Browser;
let context: BrowserContext;
/** The draft as the test found it is put back afterwards, so other tests see the demo site's draft. */
let kept: Awaited<ReturnType<typeof signInKeepingDraft>> | undefined;
const draftUrl = () => kept!.draftUrl;

beforeAll(async () => {
  browser = await sharedChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  kept = await signInKeepingDraft(context, server.url, editorAccount, SLUG);
});

afterAll(async () => {
  await kept?.restore();
  await context?.close();
});

/** A new tab for this test, closed when it ends, passed or failed: a failure leaves no drag held or dialog open for the next test. */
async function openPage(): Promise<Page> {
  const page = await context.newPage();
  onTestFinished(() => page.close());
  return page;
}

const canvasOf = (page: Page) => page.frameLocator('iframe[title^="Preview of"]');
/** The canvas has said it is ready: its blocks answer a click and its words a double click (the frame is aria-busy until then; its HTML shows earlier). */
const canvasReady = (page: Page) => page.locator('iframe[title^="Preview of"][aria-busy="false"]').waitFor();
/** A block in the canvas: its marker has no box of its own, its first element has. */
const canvasBlock = (page: Page, blockId: string) => canvasOf(page).locator(`[data-block-id="${blockId}"] > *`).first();

interface DraftBlock {
  id: string;
  type: string;
  slots?: Record<string, DraftBlock[]>;
}

async function savedHome(): Promise<DraftBlock[]> {
  const { document } = (await (await context.request.get(draftUrl())).json()) as { document: { pages: { path: string; blocks: DraftBlock[] }[] } };
  return document.pages.find((page) => page.path === '/')!.blocks;
}

/** Drags by mouse from the palette onto the upper part of a block in the canvas, once the drop line shows. */
const dragOntoUpperPart = (page: Page, from: Locator, to: Locator) => dragByMouse(page, from, to, { at: 12, before: page.locator('[data-canvas-drop-line]') });

/** Waits until the element stops moving: the action bar follows its block a frame after the canvas scrolls. */
async function settled(element: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await element.boundingBox());
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

/** The editor open on the site, the palette showing the promo card, the canvas drawn and ready. */
async function openWithPromoCardInPalette() {
  const page = await openPage();
  await page.goto(`${server.url}/editor/${SLUG}`);
  await canvasReady(page);
  const palette = page.getByRole('region', { name: 'Blocks', exact: true });
  await palette.getByLabel('Search blocks').fill('promo');
  const paletteCard = palette.getByRole('button', { name: 'Promo card', exact: true });
  await canvasBlock(page, 'quick-search').waitFor();
  return { page, palette, paletteCard };
}

/*
 * axe reads the editor (and the dealer's page in its canvas) in the states
 * that differ: after typing, while inline editing, with the action bar
 * showing, after the car picker. A drag leaves the editor as the action
 * bar's test does, and one reading of this editor takes 6–11 s.
 */
describe('the live canvas', () => {
  it('editor live canvas: a heading typed in the inspector shows in the canvas without reloading it; a new car count fetches the cars; undo pressed inside the canvas takes it back', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/editor/${SLUG}`);
    await canvasReady(page);
    const canvas = canvasOf(page);
    await canvas.locator('[data-block-type="stock-carousel"]').first().waitFor();
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) reloads++;
    });

    await page
      .getByRole('region', { name: /page$/ })
      .getByRole('button', { name: /^Stock carousel/ })
      .first()
      .click();
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    await inspector
      .getByRole('textbox', { name: /^Heading/ })
      .first()
      .fill('Fresh trade-ins this week');
    const carousel = canvas.locator('[data-block-type="stock-carousel"]').filter({ hasText: 'Fresh trade-ins this week' });
    await carousel.waitFor();
    expect(await carousel.getByRole('link', { name: /^View Details/ }).count()).toBeGreaterThan(2);

    // The car count is a prop its loader reads: the canvas asks for the two cars, still without a reload.
    await inspector.getByRole('textbox', { name: /^How many cars/ }).fill('2');
    await expect.poll(() => carousel.getByRole('link', { name: /^View Details/ }).count(), { timeout: 15_000 }).toBe(2);
    await page.getByText(/^All changes saved at/).waitFor();
    expect(reloads).toBe(0);

    // Undo from inside the canvas: the frame has the focus, the editor acts on the key.
    await carousel.getByRole('heading', { name: 'Fresh trade-ins this week' }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => carousel.getByRole('link', { name: /^View Details/ }).count(), { timeout: 15_000 }).toBeGreaterThan(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('editor inline editing: a heading double-clicked on the canvas is typed over where it stands; the inspector and the saved draft have the words, and undo takes them back', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/editor/${SLUG}`);
    await canvasReady(page);
    const canvas = canvasOf(page);
    const heading = canvas.locator('[data-block-type="stock-carousel"]').first().getByRole('heading').first();
    await heading.waitFor();
    const before = (await heading.textContent())!.trim();

    await heading.dblclick();
    await expect.poll(() => heading.getAttribute('contenteditable')).toBe('plaintext-only');
    // The words are selected whole: typing replaces them.
    await page.keyboard.type('Just in this week');
    await page.keyboard.press('Enter');
    await canvas.getByRole('heading', { name: 'Just in this week' }).waitFor();
    expect(await canvas.locator('[contenteditable]').count()).toBe(0);
    const inspectorHeading = () =>
      page
        .getByRole('complementary', { name: 'Inspector' })
        .getByRole('textbox', { name: /^Heading/ })
        .first()
        .inputValue();
    await expect.poll(inspectorHeading).toBe('Just in this week');
    await page.getByText(/^All changes saved at/).waitFor();
    const saved = JSON.stringify(await savedHome());
    expect(saved).toContain('Just in this week');

    // One undo step for the words typed: they go back as they were, on the canvas and in the inspector.
    await canvas.getByRole('heading', { name: 'Just in this week' }).click();
    await page.keyboard.press('Control+z');
    await canvas.getByRole('heading', { name: before }).waitFor();
    await expect.poll(inspectorHeading).toBe(before);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('editor canvas drop: a palette block dragged onto the canvas lands between the two blocks it was dropped between, and into a section’s slot', async () => {
    const { page, paletteCard } = await openWithPromoCardInPalette();
    const before = await savedHome();

    // Onto the upper part of the second block: the new card is second.
    await dragOntoUpperPart(page, paletteCard, canvasBlock(page, 'quick-search'));
    await page.getByText(/^All changes saved at/).waitFor();
    await expect.poll(async () => (await savedHome()).length).toBe(before.length + 1);
    const afterFirst = await savedHome();
    expect(afterFirst[0]!.id).toBe(before[0]!.id);
    expect(afterFirst[1]!.type).toBe('promo-card');
    expect(afterFirst[2]!.id).toBe('quick-search');
    // Shown in the canvas at once, selected in the outline and the inspector.
    await canvasBlock(page, afterFirst[1]!.id).waitFor();
    await page.getByRole('complementary', { name: 'Inspector' }).getByRole('heading', { name: 'Promo card' }).waitFor();

    // Onto a card inside the offers section's columns: the new card goes into that column, first.
    await dragOntoUpperPart(page, paletteCard, canvasBlock(page, 'offer-kia'));
    const column = async () => {
      const offers = (await savedHome()).find((block) => block.id === 'harbour-offers')!;
      return offers.slots!.content![0]!.slots!.second!.map((block) => block.type);
    };
    await expect.poll(column, { timeout: 15_000 }).toEqual(['promo-card', 'promo-card']);
    expect((await savedHome()).length).toBe(before.length + 1);
  });

  it('editor drop over nothing: a palette block released over the outline’s heading or the palette, or dropped by Space twice, changes nothing and says so; the header keeps its blocks', async () => {
    const { page, palette, paletteCard } = await openWithPromoCardInPalette();
    const saved = async () => (await (await context.request.get(draftUrl())).json()) as { document: unknown; revision: number };
    const before = await saved();
    const announced = page.locator('[id^="DndLiveRegion"]');
    const saidNothingChanged = async () => {
      await expect.poll(async () => (await announced.textContent()) ?? '').toContain('Dropped Promo card over no place; nothing changed.');
      // The next drop must say it afresh.
      await announced.evaluate((region) => {
        region.textContent = '';
      });
    };

    // Released over the outline's heading, which the header's list sits under: once, a drop there went into the header.
    await dragByMouse(page, paletteCard, page.getByRole('heading', { name: /^Outline of / }));
    await saidNothingChanged();
    // Released back over the palette.
    await dragByMouse(page, paletteCard, palette.getByLabel('Search blocks'));
    await saidNothingChanged();
    // Space picks the block up and Space again puts it down where it was taken: over no place.
    await paletteCard.focus();
    await page.keyboard.press('Space');
    // Put down only once picked up: a second Space before the drag starts would leave it held.
    await expect.poll(async () => (await announced.textContent()) ?? '').toContain('Picked up Promo card.');
    await page.keyboard.press('Space');
    await saidNothingChanged();

    // Nothing to save, and nothing was: the header, the page and every other part are as they were.
    await page.waitForTimeout(1500);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    const after = await saved();
    expect(after.revision).toBe(before.revision);
    expect(after.document).toEqual(before.document);
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
  });

  it('editor action bar: the selected block’s bar over the canvas moves it down, duplicates it and deletes the copy, each saved; it follows the block when the canvas scrolls; axe-clean with the bar showing', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/editor/${SLUG}`);
    await canvasReady(page);
    await canvasBlock(page, 'quick-search').waitFor();
    const before = (await savedHome()).map((block) => block.id);
    // Where the earlier tests of this file left it: moved down, it swaps places with the block after it.
    const at = before.indexOf('quick-search');
    expect(at).toBeLessThan(before.length - 1);
    const movedDown = [...before.slice(0, at), before[at + 1], 'quick-search', ...before.slice(at + 2)];

    await canvasBlock(page, 'quick-search').click({ position: { x: 8, y: 8 } });
    // The bar is the editor's, drawn over the frame: not in the dealer's page.
    const bar = page.getByRole('group', { name: /^Selected block: / });
    await bar.waitFor();
    expect(await canvasOf(page).locator('[data-canvas-actions]').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The bar stands on the block's top edge, or inside it when the block starts the view (or is scrolled past it).
    const near = (a: number, b: number) => Math.abs(a - b) <= 2;
    const standsOnBlock = async () => {
      const barBox = (await bar.boundingBox())!;
      const blockTop = (await canvasBlock(page, 'quick-search').boundingBox())!.y;
      const frameTop = (await page.locator('iframe[title^="Preview of"]').boundingBox())!.y;
      return near(barBox.y + barBox.height, blockTop) || near(barBox.y, blockTop + 4) || near(barBox.y, frameTop + 4);
    };
    expect(await standsOnBlock()).toBe(true);
    const barTop = (await bar.boundingBox())!.y;
    await canvasOf(page)
      .locator('body')
      .evaluate(() => window.scrollBy(0, 60));
    await expect.poll(async () => (await bar.boundingBox())!.y).not.toBe(barTop);
    expect(await standsOnBlock()).toBe(true);

    await bar.getByRole('button', { name: /^Move .* down$/ }).click();
    await expect.poll(async () => (await savedHome()).map((block) => block.id), { timeout: 15_000 }).toEqual(movedDown);

    await bar.getByRole('button', { name: /^Duplicate / }).click();
    await expect.poll(async () => (await savedHome()).length, { timeout: 15_000 }).toBe(before.length + 1);
    const copy = (await savedHome())[at + 2]!;
    expect(copy.type).toBe((await savedHome())[at + 1]!.type);
    // The copy is selected: the bar now stands on it, and deletes it.
    await expect.poll(() => bar.getAttribute('data-canvas-actions')).toBe(copy.id);
    await bar.getByRole('button', { name: /^Delete / }).click();
    await expect.poll(async () => (await savedHome()).map((block) => block.id), { timeout: 15_000 }).toEqual(movedDown);
    await page
      .getByRole('status')
      .filter({ hasText: /^Deleted .*\. Undo brings it back\.$/ })
      .first()
      .waitFor();
  });

  it('editor canvas reorder: the selected block dragged by its handle on the canvas lands where it was dropped, up or down its list', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/editor/${SLUG}`);
    await canvasReady(page);
    await canvasBlock(page, 'quick-search').waitFor();
    const before = (await savedHome()).map((block) => block.id);
    const at = before.indexOf('quick-search');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(before.length - 1);
    const above = before[at - 1]!;

    await canvasBlock(page, 'quick-search').click({ position: { x: 8, y: 8 } });
    const handle = page.getByRole('group', { name: /^Selected block: / }).getByRole('button', { name: /^Drag .* to move it$/ });
    await handle.waitFor();
    // Onto the upper part of the block above it: it goes before that block.
    await canvasBlock(page, above).scrollIntoViewIfNeeded();
    await settled(handle);
    await dragOntoUpperPart(page, handle, canvasBlock(page, above));
    const movedUp = [...before.slice(0, at - 1), 'quick-search', above, ...before.slice(at + 1)];
    await expect.poll(async () => (await savedHome()).map((block) => block.id), { timeout: 15_000 }).toEqual(movedUp);

    // Back down: onto the upper part of the block after the one it passed, it lands just before that block.
    const twoBelow = before[at + 1]!;
    await canvasBlock(page, twoBelow).scrollIntoViewIfNeeded();
    await settled(handle);
    await dragOntoUpperPart(page, handle, canvasBlock(page, twoBelow));
    await expect.poll(async () => (await savedHome()).map((block) => block.id), { timeout: 15_000 }).toEqual(before);
  });

  it('editor canvas drag anywhere: a block pressed anywhere on the canvas, not selected and with no handle, is dragged where it is dropped; Escape during a drag leaves it', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/editor/${SLUG}`);
    await canvasReady(page);
    await canvasBlock(page, 'quick-search').waitFor();
    const before = (await savedHome()).map((block) => block.id);
    const at = before.indexOf('quick-search');
    const above = before[at - 1]!;
    const below = before[at + 1]!;
    expect(await page.getByRole('group', { name: /^Selected block: / }).count()).toBe(0);

    // The block above the search, pressed in its middle, onto the upper part of the block after the search: it lands just before it.
    await dragByMouse(page, canvasBlock(page, above), canvasBlock(page, below), { at: 12, before: page.locator('[data-canvas-drop-line]') });
    const moved = [...before.slice(0, at - 1), 'quick-search', above, ...before.slice(at + 1)];
    await expect.poll(async () => (await savedHome()).map((block) => block.id), { timeout: 15_000 }).toEqual(moved);
    await expect.poll(() => page.getByRole('group', { name: /^Selected block: / }).getAttribute('aria-label')).toMatch(/^Selected block: /);

    // Pressed, carried, and Escape before the release: nothing moves, and the drag is over.
    const start = (await canvasBlock(page, above).boundingBox())!;
    const end = (await canvasBlock(page, 'quick-search').boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(end.x + end.width / 2, end.y + 12, { steps: 12 });
    await page.locator('[data-canvas-drop-line]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-canvas-drop-line]').waitFor({ state: 'detached' });
    await page.mouse.up();
    await page.waitForTimeout(1500);
    expect((await savedHome()).map((block) => block.id)).toEqual(moved);
  });

  it('editor car picker: a featured-vehicles block’s car is picked by typing its stock number, shows alone on the canvas and is saved by its address', async () => {
    const page = await openPage();
    const { cars } = (await (await context.request.get(`${server.url}/editor/api/sites/${SLUG}/car-choices`)).json()) as {
      cars: { slug: string; name: string; stocknum?: string }[];
    };
    const wanted = cars.find((car) => car.stocknum)!;
    await page.goto(`${server.url}/editor/${SLUG}`);
    await canvasReady(page);
    const block = canvasOf(page).locator('[data-block-id="latest-arrivals"]');
    // On a loaded machine a click can land as the frame's handlers are still being attached: clicked again until the editor shows it selected.
    const selected = page.getByRole('group', { name: /^Selected block: / });
    await expect
      .poll(
        async () => {
          await canvasBlock(page, 'latest-arrivals').click({ position: { x: 8, y: 8 } });
          return selected.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    const addCar = inspector.getByRole('button', { name: 'Add car to Chosen cars' });
    await addCar.waitFor({ timeout: 60_000 });
    await addCar.click();
    const picker = inspector.getByRole('combobox', { name: /^Car/ });
    await picker.click();
    await picker.pressSequentially(wanted.stocknum!);
    await page.getByRole('option', { name: new RegExp(`stock ${wanted.stocknum}`) }).click();
    await expect.poll(() => picker.inputValue()).toBe(`${wanted.name} · stock ${wanted.stocknum}`);
    // The canvas shows the chosen car alone, its card linking to its page.
    await expect.poll(() => block.getByRole('link', { name: /^View Details/ }).count(), { timeout: 15_000 }).toBe(1);
    expect(await block.getByRole('link', { name: /^View Details/ }).getAttribute('href')).toContain(wanted.slug);
    await page.getByText(/^All changes saved at/).waitFor();
    const saved = (await savedHome()).find((node) => node.id === 'latest-arrivals') as unknown as { props: { carSlugs?: string[] } };
    expect(saved.props.carSlugs).toEqual([wanted.slug]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
