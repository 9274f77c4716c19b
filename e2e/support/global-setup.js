import { startPortal } from './portal-process.js';
let portal;
export async function setup(project) {
    portal = await startPortal();
    project.provide('baseUrl', portal.baseUrl);
    project.provide('dataDir', portal.dataDir);
}
export async function teardown() {
    await portal?.stop();
}
