import { memo, type ComponentType } from 'react';
import { sameErrors } from './field-errors';
import { fieldKindOf, type FieldKind } from './field-kind';
import type { FieldProps } from './field-props';
import type { SchemaNode } from './schema-node';
import { ArrayField } from './fields/ArrayField';
import { BooleanField } from './fields/BooleanField';
import { ColourField } from './fields/ColourField';
import { DateField } from './fields/DateField';
import { DateTimeField } from './fields/DateTimeField';
import { ImageField } from './fields/ImageField';
import { JsonField } from './fields/JsonField';
import { MakeModelField } from './fields/MakeModelField';
import { NumberField } from './fields/NumberField';
import { ObjectField } from './fields/ObjectField';
import { RecordField } from './fields/RecordField';
import { RichTextField } from './fields/RichTextField';
import { SelectField } from './fields/SelectField';
import { TextareaField } from './fields/TextareaField';
import { TextField } from './fields/TextField';
import { FontField } from './fields/FontField';
import { PromotionField } from './fields/PromotionField';
import { StockValueField } from './fields/StockValueField';
import { CarField } from './fields/CarField';
import { ThemeColourField } from './fields/ThemeColourField';
import { UrlField } from './fields/UrlField';

const kinds = new WeakMap<SchemaNode, FieldKind>();

function cachedKindOf(schema: SchemaNode): FieldKind {
  let kind = kinds.get(schema);
  if (!kind) {
    kind = fieldKindOf(schema);
    kinds.set(schema, kind);
  }
  return kind;
}

// A function rather than a table built at load time: the group widgets import
// SchemaField back, and a table would read them before their modules finish.
function widgetFor(kind: FieldKind): ComponentType<FieldProps> {
  switch (kind) {
    case 'text':
      return TextField;
    case 'textarea':
      return TextareaField;
    case 'rich-text':
      return RichTextField;
    case 'number':
      return NumberField;
    case 'select':
      return SelectField;
    case 'boolean':
      return BooleanField;
    case 'colour':
      return ColourField;
    case 'date':
      return DateField;
    case 'date-time':
      return DateTimeField;
    case 'url':
      return UrlField;
    case 'image':
      return ImageField;
    case 'array':
      return ArrayField;
    case 'object':
      return ObjectField;
    case 'record':
      return RecordField;
    case 'make-model':
      return MakeModelField;
    case 'promotion':
      return PromotionField;
    case 'theme-colour':
      return ThemeColourField;
    case 'font':
      return FontField;
    case 'stock-value':
      return StockValueField;
    case 'car':
      return CarField;
    case 'json':
      return JsonField;
  }
}

function SchemaFieldView(props: FieldProps) {
  const Widget = widgetFor(cachedKindOf(props.schema));
  return <Widget {...props} />;
}

function sameFieldProps(a: FieldProps, b: FieldProps): boolean {
  return (
    a.value === b.value &&
    a.schema === b.schema &&
    a.pointer === b.pointer &&
    a.label === b.label &&
    a.required === b.required &&
    a.idPrefix === b.idPrefix &&
    a.actions === b.actions &&
    sameErrors(a.errors, b.errors)
  );
}

/**
 * The field for one value, its widget picked from the schema. Memoised: a
 * field whose value, schema and errors are unchanged skips rendering, so
 * typing in one field re-renders only the fields on its path.
 */
export const SchemaField = memo(SchemaFieldView, sameFieldProps);
