import { Group } from '../../runtime/render/ui';

/**
 * A brand's logo. It says nothing the name beside it does not (alt is
 * empty); a brand without one shows the image-not-found picture, as the spec
 * has it, so the list keeps its shape.
 */
export function BrandLogo({ url }: { url: string }) {
  return <img src={url} alt="" width={32} height={20} loading="lazy" style={{ objectFit: 'contain', display: 'block' }} />;
}

/** A brand's logo and name heading its models in the phone drawer. */
export function BrandHeading({ name, logoUrl }: { name: string; logoUrl: string }) {
  return (
    <Group component="span" gap={8} wrap="nowrap">
      <BrandLogo url={logoUrl} />
      <span>{name}</span>
    </Group>
  );
}
