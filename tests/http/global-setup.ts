import type { TestProject } from 'vitest/node';
import { startAppServer } from '../support/app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    appPort: number;
  }
}

/** One built app server for every HTTP test file. */
export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide('appUrl', server.url);
  project.provide('appPort', server.port);
  return () => server.stop();
}
