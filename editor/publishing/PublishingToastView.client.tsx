'use client';

import { memo } from 'react';
import { Anchor, Box, Notification } from '@mantine/core';
import { useAtom } from 'jotai';
import { publishingToastAtom } from './publishing-toast';

/** The outcome of a publish, rollback or import, read out politely and kept until closed (no time limit to read it or follow its link). */
export const PublishingToastView = memo(function PublishingToastView() {
  const [toast, setToast] = useAtom(publishingToastAtom);
  return (
    <Box role="status" aria-live="polite" style={{ position: 'fixed', insetInlineEnd: 16, insetBlockEnd: 16, zIndex: 400, maxWidth: 'min(420px, calc(100vw - 32px))' }}>
      {toast ? (
        <Notification
          role="presentation"
          color={toast.tone === 'success' ? 'green.8' : 'red.8'}
          onClose={() => setToast(null)}
          closeButtonProps={{ 'aria-label': 'Close message' }}
          withBorder
        >
          {toast.message}
          {toast.link ? (
            <>
              {' '}
              <Anchor href={toast.link.href} target="_blank" inherit>
                {toast.link.label}
              </Anchor>
            </>
          ) : null}
        </Notification>
      ) : null}
    </Box>
  );
});
