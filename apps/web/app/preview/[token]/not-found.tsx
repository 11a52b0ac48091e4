import { Container, MantineProvider, Text, Title } from '@mantine/core';

/** An expired, withdrawn or unknown preview link, or a page its draft does not have: a 404, never an error. */
export default function PreviewNotFound() {
  return (
    <MantineProvider theme={{ primaryShade: 8 }}>
      <Container component="main" size="sm" py="xl">
        {/* React places the title in <head>; a 404 page has no generateMetadata. */}
        <title>Preview link not found</title>
        <Title order={1}>This preview link has expired or does not exist</Title>
        <Text mt="sm">
          Preview links work for a few days, until the dealer withdraws them. Ask whoever sent it for a new link. If the link still works, the page you asked for is not in the
          previewed draft.
        </Text>
      </Container>
    </MantineProvider>
  );
}
