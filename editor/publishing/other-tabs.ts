/** What editor tabs of one browser tell each other about one dealer's draft. */
type TabMessage = { type: 'open'; tab: string } | { type: 'here'; tab: string } | { type: 'closed'; tab: string } | { type: 'saved'; tab: string; revision: number };

/** The part of BroadcastChannel used here, so tests can pass a channel of their own. */
export interface TabChannel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

function readTabMessage(data: unknown): TabMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, tab, revision } = data as Record<string, unknown>;
  if (typeof tab !== 'string') return undefined;
  if (type === 'open' || type === 'here' || type === 'closed') return { type, tab };
  if (type === 'saved' && typeof revision === 'number') return { type, tab, revision };
  return undefined;
}

/** The channel a dealer's editor tabs share: one per site, so two dealers open side by side do not warn. */
export const otherTabsChannelName = (slug: string) => `dealer-editor:${slug}`;

/**
 * Knows whether this site's editor is open in another tab of this browser,
 * and which draft revisions those tabs saved. The editor warns before two
 * tabs clash, and when a save is refused it can say that the other save was
 * the marketer's own tab, not someone else.
 */
export class OtherEditorTabs {
  /** getRandomValues, unlike randomUUID, works on a plain-http editor address too. */
  private readonly tab = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  private readonly others = new Set<string>();
  private readonly savedElsewhere = new Set<number>();

  constructor(
    private readonly channel: TabChannel,
    private readonly onOpenElsewhere: (openElsewhere: boolean) => void,
  ) {
    channel.onmessage = (event) => this.receive(readTabMessage(event.data));
    this.post({ type: 'open', tab: this.tab });
  }

  /** A save of this tab went through: the others learn that revision was ours. */
  saved(revision: number): void {
    this.post({ type: 'saved', tab: this.tab, revision });
  }

  /** Whether another tab of this browser saved this revision. */
  savedByOtherTab(revision: number): boolean {
    return this.savedElsewhere.has(revision);
  }

  get openElsewhere(): boolean {
    return this.others.size > 0;
  }

  /**
   * The page is put away (closed, or kept in the back-forward cache): the
   * others stop warning. A closing tab runs no React cleanup, only this.
   */
  hidden(): void {
    this.post({ type: 'closed', tab: this.tab });
  }

  /** The page came back from the back-forward cache: the others learn it is open again. */
  shown(): void {
    this.post({ type: 'open', tab: this.tab });
  }

  /** The editor leaves this site: the others stop warning. */
  dispose(): void {
    this.hidden();
    this.channel.onmessage = null;
    this.channel.close();
  }

  private receive(message: TabMessage | undefined): void {
    if (!message || message.tab === this.tab) return;
    const before = this.openElsewhere;
    if (message.type === 'closed') this.others.delete(message.tab);
    else this.others.add(message.tab);
    // A tab opened after this one learns of it from the answer.
    if (message.type === 'open') this.post({ type: 'here', tab: this.tab });
    if (message.type === 'saved') this.savedElsewhere.add(message.revision);
    if (this.openElsewhere !== before) this.onOpenElsewhere(this.openElsewhere);
  }

  private post(message: TabMessage): void {
    this.channel.postMessage(message);
  }
}
