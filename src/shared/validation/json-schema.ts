/** The part of JSON Schema that the server's TypeBox schemas use, as both sides read it. */
export interface JsonSchema {
  title?: string;
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array';
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** What a value breaking `pattern` is told (default: <title>格式不正确). */
  patternMessage?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** Filled in when the property is missing (outside anyOf), before `required` is checked, as ajv's useDefaults does. */
  default?: unknown;
}

/** One failed rule, shaped as ajv reports it (the server validates with ajv). */
export interface SchemaError {
  keyword: string;
  /** JSON pointer of the value, e.g. '/name' or '/ids/2'. */
  instancePath: string;
  params: Record<string, unknown>;
}
