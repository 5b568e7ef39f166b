import { collectDefaultMetrics, Registry } from 'prom-client';

let processMetrics: Registry | undefined;

/**
 * A new registry that starts with the process's default metrics (CPU, memory, event loop lag,
 * garbage collection, handles, Node's version). Those are collected once per process, whatever
 * number of registries show them: each collector watches the whole process (the event loop monitor
 * runs a timer of its own), so tests that build many apps in one process start it only once.
 */
export function createRegistryWithProcessMetrics(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return Registry.merge([processMetrics]);
}
