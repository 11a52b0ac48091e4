'use client';

import { Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import type { PlatformSiteAnswer } from '../../schemas/api/platform-sites';
import { savePlatformSite } from './platform-sites-client';
import { fieldOfPointer, siteRecordRequest, siteRecordText, type SiteRecordText } from './site-record-text';

export interface PlatformSiteFormProps {
  site: PlatformSiteAnswer;
  name: string;
}

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'refused'; field: keyof SiteRecordText | null; message: string };

/** One site's web addresses, dealerships and website number, saved as a whole. */
export function PlatformSiteForm({ site, name }: PlatformSiteFormProps) {
  const [text, setText] = useState<SiteRecordText>(() => siteRecordText(site));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const headingId = useId();

  const change = (field: keyof SiteRecordText) => (value: string) => {
    setText((current) => ({ ...current, [field]: value }));
    if (status.kind !== 'saving') setStatus({ kind: 'idle' });
  };
  const errorFor = (field: keyof SiteRecordText) => (status.kind === 'refused' && status.field === field ? status.message : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus({ kind: 'saving' });
    const answer = await savePlatformSite(site.slug, siteRecordRequest(text));
    if (answer.kind === 'saved') {
      setText(siteRecordText(answer.site));
      setStatus({ kind: 'saved' });
    } else {
      setStatus({ kind: 'refused', field: fieldOfPointer(answer.field), message: answer.message });
    }
  }

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {name}{' '}
            <Text span c="gray.7" size="sm">
              ({site.slug})
            </Text>
          </Title>
          <Textarea
            label="Web addresses"
            description="One a line, e.g. www.dealer.com.au. The first is the main address. An address can belong to one site only."
            rows={3}
            value={text.domains}
            onChange={(event) => change('domains')(event.currentTarget.value)}
            error={errorFor('domains')}
          />
          <TextInput
            label="Dealership numbers"
            description="The dealerships whose cars this site shows, separated by commas."
            value={text.dealershipIds}
            onChange={(event) => change('dealershipIds')(event.currentTarget.value)}
            error={errorFor('dealershipIds')}
          />
          <TextInput
            label="Website number"
            description="Phone reveals and enquiries are recorded under this number."
            inputMode="numeric"
            value={text.websiteId}
            onChange={(event) => change('websiteId')(event.currentTarget.value)}
            error={errorFor('websiteId')}
          />
          <Group justify="space-between" align="center">
            <Text role="status" size="sm" c={status.kind === 'refused' ? 'red.8' : 'gray.7'}>
              {status.kind === 'saved' ? 'Saved. The site answers on these addresses now.' : ''}
              {status.kind === 'refused' && status.field === null ? status.message : ''}
            </Text>
            <Button type="submit" loading={status.kind === 'saving'}>
              Save {name}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
