/** Renders FormRuntime for a test with recording services; the last data handed to onChange is kept. */
import { render } from '@testing-library/react';
import { ZFormDefinition, type TFormData } from '@portal/forms';
import { vi } from 'vitest';
import FormRuntime from '../form-runtime';
import type { TFormRuntimeProps, TFormRuntimeServices } from '../form-runtime-contract';

export function renderRuntime(definition: unknown, props: Partial<TFormRuntimeProps> = {}, services: Partial<TFormRuntimeServices> = {}) {
  const changes: TFormData[] = [];
  const allServices: TFormRuntimeServices = {
    uploadFile: vi.fn(async (_control: string, file: File) => ({ Id: `f-${file.name}`, Name: file.name, Size: file.size, Type: file.type })),
    fileUrl: (file) => `/files/${file.Id}`,
    aiImport: vi.fn(async () => ({ values: {} })),
    ...services,
  };
  const view = render(
    <FormRuntime
      definition={ZFormDefinition.parse(definition)}
      data={{}}
      dataRevision={0}
      readOnly={false}
      user={{ firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' }}
      language="de"
      services={allServices}
      onChange={(data) => changes.push(data)}
      {...props}
    />,
  );
  return { ...view, services: allServices, changes, lastData: () => changes.at(-1) ?? {} };
}
