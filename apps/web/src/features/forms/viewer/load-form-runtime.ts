/**
 * The form runtime (runtime/form-runtime.tsx, its own chunk): loaded only when a form is shown, so its code and
 * the engine stay off every other page. Found by Vite's glob import so that the viewer builds while the runtime
 * is developed beside it; once both are merged this is the same as `import('../runtime/form-runtime')`.
 */
import type { ComponentType } from 'react';
import type { TFormRuntimeProps } from '../runtime/form-runtime-contract';

type TRuntimeModule = { FormRuntime?: ComponentType<TFormRuntimeProps>; default?: ComponentType<TFormRuntimeProps> };

const runtimeModules = import.meta.glob<TRuntimeModule>('../runtime/form-runtime.tsx');

/** Loads the runtime component; rejects when it is not part of this build or its chunk does not load. */
export async function loadFormRuntime(): Promise<{ default: ComponentType<TFormRuntimeProps> }> {
  const load = Object.values(runtimeModules)[0];
  if (!load) throw new Error('The form runtime is not part of this build.');
  const module = await load();
  const component = module.FormRuntime ?? module.default;
  if (!component) throw new Error('The form runtime module exports no FormRuntime.');
  return { default: component };
}
