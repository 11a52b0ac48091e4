import { Alert, Badge, Card, Code, Group, List, ListItem, Stack, Text, Title } from '@mantine/core';
import { LOCAL_MAILBOX_NOTICE } from '../../runtime/server/leads/local-mailbox-provider';
import type { LeadDeliveryRow } from '../../runtime/server/repositories/lead-deliveries';
import type { LocalMail } from '../../runtime/server/repositories/local-mailbox';

export type MailboxEmail = Pick<LocalMail, 'id' | 'site_slug' | 'sent_from' | 'sent_to' | 'subject' | 'text_body' | 'adf_xml' | 'created_at'>;
export type WaitingDelivery = Pick<LeadDeliveryRow, 'lead_id' | 'destination' | 'attempts' | 'next_attempt_at' | 'gave_up_at' | 'last_error'> & { site_slug: string };

export interface LocalMailboxProps {
  /** True when this server has no SMTP_URL, so new lead emails land here too. */
  inUse: boolean;
  emails: readonly MailboxEmail[];
  waiting: readonly WaitingDelivery[];
}

/** "2026-11-22 01:02 UTC": the server's clock, said as such. */
function when(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

function Waiting({ delivery }: { delivery: WaitingDelivery }) {
  return (
    <ListItem>
      <Group gap="xs">
        <Text fw={600}>{delivery.destination}</Text>
        {delivery.gave_up_at ? (
          <Badge color="red.8" variant="light">
            Given up {when(delivery.gave_up_at)}
          </Badge>
        ) : (
          <Badge color="gray.8" variant="light">
            Next try {when(delivery.next_attempt_at)}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="gray.7">
        {delivery.site_slug}, lead {delivery.lead_id}, {delivery.attempts} {delivery.attempts === 1 ? 'try' : 'tries'}
        {delivery.last_error ? `: ${delivery.last_error}` : ''}
      </Text>
    </ListItem>
  );
}

function Email({ email }: { email: MailboxEmail }) {
  return (
    <Card component="article" withBorder padding="md">
      <Title order={3} size="h4">
        {email.subject}
      </Title>
      <Text size="sm" c="gray.7">
        To {email.sent_to}, from {email.sent_from}, for {email.site_slug}, kept {when(email.created_at)}
      </Text>
      <Code block mt="sm">
        {email.text_body}
      </Code>
      <details>
        <summary>ADF file for the CRM</summary>
        <Code block>{email.adf_xml}</Code>
      </details>
    </Card>
  );
}

/**
 * The platform team's view of lead emails kept on this server instead of
 * sent (no SMTP server configured), and of deliveries not made yet: a lead
 * a dealer says never came is found here.
 */
export function LocalMailbox({ inUse, emails, waiting }: LocalMailboxProps) {
  return (
    <Stack gap="lg">
      <Alert color="yellow" title="Nothing here was sent">
        {LOCAL_MAILBOX_NOTICE}
        {inUse ? '' : ' This server now sends lead emails through SMTP_URL; the ones below were kept before it did.'}
      </Alert>
      <section>
        <Title order={2} size="h3">
          Deliveries not made yet
        </Title>
        {waiting.length === 0 ? (
          <Text mt="xs">Every lead has reached every destination.</Text>
        ) : (
          <List mt="xs" spacing="sm" listStyleType="none" p={0}>
            {waiting.map((delivery) => (
              <Waiting key={`${delivery.lead_id} ${delivery.destination}`} delivery={delivery} />
            ))}
          </List>
        )}
      </section>
      <section>
        <Title order={2} size="h3">
          Lead emails kept here
        </Title>
        {emails.length === 0 ? (
          <Text mt="xs">No lead email has been kept yet.</Text>
        ) : (
          <Stack mt="xs" gap="md">
            {emails.map((email) => (
              <Email key={email.id} email={email} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
