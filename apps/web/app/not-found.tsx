import { Anchor, Container, MantineProvider, Text, Title } from '@mantine/core';

/** An address no dealer site answers for. */
export default function PlatformNotFound() {
  return (
    <MantineProvider theme={{ primaryShade: 8 }}>
      <Container component="main" size="sm" py="xl">
        <Title order={1}>Site not found</Title>
        <Text mt="sm">No dealer site answers at this address.</Text>
        <Anchor href="/" mt="md" display="inline-block">
          See the dealer sites
        </Anchor>
      </Container>
    </MantineProvider>
  );
}
