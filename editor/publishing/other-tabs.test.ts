import { afterEach, describe, expect, it } from 'vitest';
import { OtherEditorTabs, otherTabsChannelName } from './other-tabs';

/** BroadcastChannel delivers on a later turn of the event loop, as in a browser. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

const opened: OtherEditorTabs[] = [];

function openTab(slug: string) {
  const seen: boolean[] = [];
  const tab = new OtherEditorTabs(new BroadcastChannel(otherTabsChannelName(slug)), (open) => seen.push(open));
  opened.push(tab);
  return { tab, seen };
}

afterEach(() => {
  for (const tab of opened.splice(0)) tab.dispose();
});

describe('editor tabs of one browser on one draft', () => {
  it('a second tab on the same site makes both say the site is open elsewhere; closing one ends it', async () => {
    const first = openTab('westside-used-cars');
    await delivered();
    expect(first.tab.openElsewhere).toBe(false);
    const second = openTab('westside-used-cars');
    await delivered();
    expect(first.tab.openElsewhere).toBe(true);
    expect(second.tab.openElsewhere).toBe(true);
    second.tab.dispose();
    opened.pop();
    await delivered();
    expect(first.tab.openElsewhere).toBe(false);
    expect(first.seen).toEqual([true, false]);
  });

  it('another dealer open in the next tab is not a warning', async () => {
    const first = openTab('westside-used-cars');
    openTab('sunshine-toyota');
    await delivered();
    expect(first.tab.openElsewhere).toBe(false);
  });

  it('knows the revisions the other tab saved, and not its own', async () => {
    const first = openTab('westside-used-cars');
    const second = openTab('westside-used-cars');
    await delivered();
    second.tab.saved(7);
    first.tab.saved(8);
    await delivered();
    expect(first.tab.savedByOtherTab(7)).toBe(true);
    expect(first.tab.savedByOtherTab(8)).toBe(false);
    expect(second.tab.savedByOtherTab(8)).toBe(true);
  });

  it('ignores messages that are not from an editor tab', async () => {
    const first = openTab('westside-used-cars');
    const stranger = new BroadcastChannel(otherTabsChannelName('westside-used-cars'));
    stranger.postMessage({ type: 'open' });
    stranger.postMessage('hello');
    stranger.postMessage({ type: 'saved', tab: 'x', revision: '7' });
    await delivered();
    stranger.close();
    expect(first.tab.openElsewhere).toBe(false);
    expect(first.tab.savedByOtherTab(7)).toBe(false);
  });
});

describe('a tab put away and brought back', () => {
  it('a hidden tab stops the warning, and the same tab shown again starts it', async () => {
    const first = openTab('westside-used-cars');
    const second = openTab('westside-used-cars');
    await delivered();
    second.tab.hidden();
    await delivered();
    expect(first.tab.openElsewhere).toBe(false);
    second.tab.shown();
    await delivered();
    expect(first.tab.openElsewhere).toBe(true);
  });
});
