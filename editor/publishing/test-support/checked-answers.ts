import { createAjv } from '../../../schemas/ajv';
import { editorApiRoute } from '../../../schemas/api/editor-routes';

const ajv = createAjv();

/**
 * Holds a stubbed answer to what the server may really answer on that route
 * with that status (schemas/api/editor-routes.ts), so a component is never
 * tested against an answer the server cannot give.
 */
export function checkStubbedAnswer(method: string, path: string, answer: { status: number; body?: unknown }): void {
  const route = editorApiRoute(method, path);
  if (!route) throw new Error(`${method} ${path} is no route of the editor API`);
  const schema = route.answers[answer.status];
  if (!schema) throw new Error(`${method} ${route.path} never answers ${answer.status}`);
  if (!ajv.validate(schema, structuredClone(answer.body))) {
    throw new Error(`The stubbed ${answer.status} answer to ${method} ${route.path} is not one the server gives: ${ajv.errorsText(ajv.errors)}`);
  }
}
