import { TextInput } from '@mantine/core';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { SiteLinkField } from './SiteLinkField';
import { textOf } from './TextField';

/**
 * A web address, or a link target that may also be a path of the site
 * (/finance), picked from the site's pages. Only a full address (format
 * uri) uses type="url"; both get the phone's address keyboard.
 */
export function UrlField(props: FieldProps) {
  const { schema, value, pointer, actions } = props;
  const fullAddressOnly = schema.format === 'uri';
  if (!fullAddressOnly) return <SiteLinkField {...props} />;
  return (
    <TextInput
      {...inputPropsFor(props)}
      type="url"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      placeholder="https://"
      value={textOf(value)}
      onChange={(event) => {
        const text = event.currentTarget.value.trim();
        actions.set(pointer, text === '' ? clearedValue(props) : text);
      }}
    />
  );
}
