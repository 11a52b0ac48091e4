import { atom } from 'jotai';
import type { ScheduledPublish } from './publish-flow-api';

/** The site's scheduled publish as the toolbar last read it: the Publish dialog warns that it still goes live at its time. */
export const scheduledPublishAtom = atom<ScheduledPublish | null>(null);
