import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { setUpInProcessServer } from '../in-process-server.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import type { WidgetDefinition } from '../../../src/form-runtime/widget-contract.ts';
import { pickerWidgets } from '../../../src/features/pickers/form-runtime-widgets.ts';

// The form runtime hands a widget its field's message as `error`; the pickers say it under their box, as the other widgets do.
setUpInProcessServer();

describe('a runtime picker shows its field’s message', () => {
  it.each(['comSelect', 'userSelect', 'depSelect', 'posSelect'])('%s says 授权单位不能为空 under its box', async (key) => {
    const { Edit } = pickerWidgets.find((definition) => definition.key === key) as WidgetDefinition;
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <Edit
          item={{ key, field: 'unit', required: true, props: {} }}
          id="unit"
          value={null}
          size="default"
          language="zh"
          error="授权单位不能为空"
          onChange={() => undefined}
        />
      </AdminContext>,
    );
    expect(await screen.findByText('授权单位不能为空')).toBeInTheDocument();
  });
});
