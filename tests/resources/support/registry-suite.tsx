/**
 * Every resource definition, through the generic screens and their machines, against a test double
 * of the gateway: the list shows its columns and rows, an empty page says 暂无数据, the detail shows its
 * fields, the form refuses invalid input in Chinese under the field and submits valid input.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allRoutes, findRouteByName } from '../../../src/catalogue';
import { definitionsOf, isResourceGroup, type ResourceEntry } from '../../../src/resources/group';
import { loadResource, ownerOf, resourceListRoutes, resourceRouteNames } from '../../../src/resources/registry';
import type { AnyResource, FormField } from '../../../src/resources/types';
import { ownScreenNames, screenFor } from '../../../src/screens/registry';
import Placeholder from '../../../src/screens/common/Placeholder';
import { formFields } from '../../../src/screens/resource/fields';
import { formSamples } from '../form-samples';
import { confirmTextOf } from '../../../src/screens/resource/action-text';
import { resetNotifier, setNotifier } from '../../../src/lib/notify';
import { renderRoute } from './render-route';
import { STANDARD_ALLOWS } from './mock-link';
import { SCREEN_WAIT } from '../../helpers/waits';

const listRoutes = resourceListRoutes();
const entries: ResourceEntry[] = await Promise.all(listRoutes.map((name) => loadResource(name)));
const definitions: AnyResource[] = entries.flatMap((entry) => [...definitionsOf(entry)]);
/** Definitions that are a tab of a group, by name: their list opens with `?tab=<name>`. */
const tabbed = new Set(entries.filter(isResourceGroup).flatMap((group) => group.tabs.map((tab) => tab.name)));
const listSearch = (definition: AnyResource) => (tabbed.has(definition.name) ? `?tab=${definition.name}` : '');
const labelOf = (definition: AnyResource) => (tabbed.has(definition.name) ? `${definition.routeName} (${definition.name})` : definition.routeName);

function formRoute(definition: AnyResource): { name: string; mode: 'create' | 'edit' } | undefined {
  const { create, edit } = definition.formRoutes ?? {};
  if (create) return { name: create, mode: 'create' };
  if (edit) return { name: edit, mode: 'edit' };
  return undefined;
}

async function fill(field: FormField, value: string | number | boolean) {
  const input = await screen.findByTestId(`field-${field.name}`);
  if (field.kind === 'custom' && input instanceof HTMLSelectElement) {
    // A custom field's own select may load its options (e.g. the writ templates).
    await waitFor(() => expect(input.options.length).toBeGreaterThan(1));
    fireEvent.change(input, { target: { value: String(value) } });
  } else if (field.kind === 'custom' && input.querySelector('input[type="checkbox"]') !== null) {
    // A custom field of checkboxes (a work order's receivers): tick the option of the value once it loads.
    const option = await screen.findByTestId(`field-${field.name}-${String(value)}`);
    await userEvent.click(option.closest('label')!);
  } else if (field.kind === 'switch') {
    if ((input as HTMLInputElement).checked !== Boolean(value)) fireEvent.click(input);
  } else if (field.kind === 'file') {
    fireEvent.change(input, { target: { files: [new File(['x'], 'sample.bin')] } });
  } else if (field.kind === 'organ') {
    // The organisation tree select: open it, choose the unit in the tree.
    await userEvent.click(input);
    const node = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[data-testid="field-${field.name}-node"][data-organ-id="${String(value)}"]`);
      expect(found).toBeTruthy();
      return found!;
    });
    await userEvent.click(node);
    await waitFor(() => expect(input).toHaveAttribute('data-value', String(value)));
  } else {
    fireEvent.change(input, { target: { value: String(value) } });
  }
}

/** This shard's share of a list: every `of`-th item starting at `shard` (0-based). */
const shareOf = <T,>(items: readonly T[], shard: number, of: number) => items.filter((_, index) => index % of === shard);

/**
 * The registry suite, split into shards (registry-N.test.tsx) so that the files run in parallel; shard 0
 * also holds the checks over the whole registry.
 */
export function registrySuite(shard: number, of: number): void {
  // File fields upload at once: the multipart call answers with the id the form keeps.
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 0, msg: null, data: { id: 'upload-1', uploadId: 'upload-1' } })));
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  if (shard === 0) describe('resource registry', () => {
    it('finds the definitions by file name, each claiming its own list route (every tab of a group too)', () => {
      expect(listRoutes.length).toBeGreaterThan(0);
      for (const [index, entry] of entries.entries()) {
        expect(entry.routeName, `${listRoutes[index]}.resource.ts`).toBe(listRoutes[index]);
        for (const definition of definitionsOf(entry)) expect(definition.routeName, `${listRoutes[index]} → ${definition.name}`).toBe(listRoutes[index]);
        expect(findRouteByName(entry.routeName)?.isPage).toBe(true);
      }
      expect(new Set(definitions.map((definition) => definition.name)).size).toBe(definitions.length);
    });

    it('every hidden child page of a resource is its detail or form, or has a screen of its own', () => {
      const own = new Set(ownScreenNames());
      for (const entry of entries) {
        const children = allRoutes().filter((route) => route.parentName === entry.routeName && route.hidden && route.isPage);
        for (const child of children) {
          const claimed = ownerOf(entry, child.name) !== undefined || own.has(child.name);
          expect(claimed, `${entry.routeName} → ${child.name}`).toBe(true);
        }
      }
    });

    it('the screens registry shows the generic screens for claimed routes', () => {
      for (const name of resourceRouteNames()) expect(screenFor(name), name).not.toBe(Placeholder);
    });
  });

  describe.each(shareOf(definitions, shard, of).map((definition) => [labelOf(definition), definition] as const))('resource %s', (_name, definition) => {
    const columnTitles = Object.values(definition.list.columns).map((column) => (column as { title: string }).title);

    it('lists rows under every column', async () => {
      renderRoute(definition.routeName, { listSize: 3, search: listSearch(definition) });
      const rows = await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
      expect(rows).toHaveLength(3);
      const header = within(screen.getByTestId('data-table')).getAllByRole('columnheader').map((cell) => cell.textContent);
      for (const title of columnTitles) expect(header).toContain(title);
      for (const key of Object.keys(definition.list.columns)) {
        expect(rows[0].querySelector(`[data-column="${key}"]`)?.textContent, key).toBeTruthy();
      }
      expect(screen.getByTestId('pagination-total').textContent).toBe('共 3 条');
    });

    it('says 暂无数据 on an empty page', async () => {
      renderRoute(definition.routeName, { listSize: 0, search: listSearch(definition) });
      expect((await screen.findByTestId('table-empty', {}, SCREEN_WAIT)).textContent).toBe('暂无数据');
    });

    const rowMutation = definition.actions?.find((action) => action.scope === 'row' && action.document && !action.visible);
    it.runIf(Boolean(rowMutation))('runs a row action after its confirmation and says 操作成功', async () => {
      const notices: string[] = [];
      setNotifier({ success: (m) => notices.push(m), error: () => {}, info: () => {}, warning: () => {} });
      // The server of the double allows the action on the rows (an action of the entity's own names its key).
      const allows = rowMutation!.allow ? [...STANDARD_ALLOWS, rowMutation!.allow] : undefined;
      const { sent } = renderRoute(definition.routeName, { listSize: 2, search: listSearch(definition), allows });
      const [first] = await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
      fireEvent.click(within(first).getByTestId(`row-action-${rowMutation!.key}`));
      if (rowMutation!.confirm) {
        const dialog = await screen.findByTestId('confirm-dialog');
        expect(dialog.textContent).toContain('提示');
        expect(dialog.textContent).toContain(confirmTextOf(rowMutation!));
        expect(sent.filter((operation) => operation.kind === 'mutation')).toEqual([]);
        // A required text (a return's reason) is typed first.
        if (rowMutation!.prompt?.required) fireEvent.change(screen.getByTestId('confirm-comment'), { target: { value: '不属本大队管辖' } });
        fireEvent.click(screen.getByTestId('confirm-ok'));
      }
      await waitFor(() => expect(sent.filter((operation) => operation.kind === 'mutation')).toHaveLength(1));
      await waitFor(() => expect(notices).toContain(rowMutation!.successMessage ?? '操作成功'));
      resetNotifier();
    });

    it.runIf(Boolean(definition.detailRoute && definition.detail))('shows every detail field', async () => {
      renderRoute(definition.detailRoute!, { listSize: 1, search: '?id=1' });
      for (const section of definition.detail!.sections) {
        expect(await screen.findByText(section.title, {}, SCREEN_WAIT)).toBeTruthy();
        for (const key of Object.keys(section.fields)) expect(screen.getByTestId(`detail-${key}`)).toBeTruthy();
      }
    });

    const form = formRoute(definition);
    it.runIf(Boolean(form && definition.form))('refuses invalid input with a message under the field and sends nothing', async () => {
      const { sent } = renderRoute(form!.name, { listSize: 1, search: form!.mode === 'edit' ? '?id=1' : '' });
      await screen.findByTestId(`resource-form-${definition.name}`, {}, SCREEN_WAIT);
      await waitFor(() => expect(screen.queryByTestId('form-loading')).toBeNull());
      const fields = definition.form!.sections.flatMap((section) => formFields(section.fields));
      const blank = fields.find((field) => field.required && ['text', 'textarea', 'number', 'password'].includes(field.kind));
      expect(blank, 'a required text field to leave empty').toBeTruthy();
      fireEvent.change(screen.getByTestId(`field-${blank!.name}`), { target: { value: '' } });
      fireEvent.click(screen.getByTestId('form-submit'));
      const error = await screen.findByTestId(`field-${blank!.name}-error`);
      expect(error.textContent).toMatch(/[\u4e00-\u9fa5]/);
      expect(sent.filter((operation) => operation.kind === 'mutation')).toEqual([]);
    });

    it.runIf(Boolean(form && definition.form))('submits valid input as the mutation', async () => {
      const sample = formSamples[definition.name];
      expect(sample, `tests/resources/form-samples.ts needs values for "${definition.name}"`).toBeTruthy();
      const { sent } = renderRoute(form!.name, { listSize: 1, search: form!.mode === 'edit' ? '?id=1' : '' });
      await screen.findByTestId(`resource-form-${definition.name}`, {}, SCREEN_WAIT);
      await waitFor(() => expect(screen.queryByTestId('form-loading')).toBeNull());
      const fields = definition.form!.sections.flatMap((section) => formFields(section.fields));
      for (const field of fields) {
        if (field.name in sample && screen.queryByTestId(`field-${field.name}`)) await fill(field, sample[field.name]);
      }
      // Sample keys that name no field are inputs inside a custom field (`field-<key>`), there once it has its value.
      const names = new Set(fields.map((field) => field.name));
      for (const [key, value] of Object.entries(sample)) {
        if (!names.has(key)) fireEvent.change(await screen.findByTestId(`field-${key}`), { target: { value: String(value) } });
      }
      fireEvent.click(screen.getByTestId('form-submit'));
      await waitFor(() => expect(sent.filter((operation) => operation.kind === 'mutation')).toHaveLength(1), SCREEN_WAIT);
      expect(screen.queryAllByText(/不能为空|格式不正确/)).toEqual([]);
    });
  });

  describe.each(shareOf(entries.filter(isResourceGroup), shard, of).map((group) => [group.routeName, group] as const))('resource group %s', (_name, group) => {
    it('shows one tab per definition, the first open, and remembers the tab chosen', async () => {
      renderRoute(group.routeName, { listSize: 2 });
      for (const tab of group.tabs) expect((await screen.findByTestId(`resource-tab-${tab.name}`, {}, SCREEN_WAIT)).textContent).toBe(tab.title);
      const [first, second] = group.tabs;
      expect(await screen.findByTestId(`resource-list-${first.name}`)).toBeTruthy();
      fireEvent.click(screen.getByTestId(`resource-tab-${second.name}`));
      expect(await screen.findByTestId(`resource-list-${second.name}`, {}, SCREEN_WAIT)).toBeTruthy();
      expect(await screen.findAllByTestId('table-row', {}, SCREEN_WAIT)).not.toHaveLength(0);
      cleanup();
      // Opening the menu again (no ?tab=) returns to the tab last chosen in this session.
      renderRoute(group.routeName, { listSize: 2 });
      expect(await screen.findByTestId(`resource-list-${second.name}`, {}, SCREEN_WAIT)).toBeTruthy();
      expect(screen.queryByTestId(`resource-list-${first.name}`)).toBeNull();
    });

    it('renders each hidden child page with the tab that claims it', async () => {
      for (const tab of group.tabs) {
        const route = tab.formRoutes?.create;
        if (!route || ownScreenNames().includes(route)) continue;
        renderRoute(route, { listSize: 1 });
        expect(await screen.findByTestId(`resource-form-${tab.name}`, {}, SCREEN_WAIT)).toBeTruthy();
        cleanup();
      }
    });
  });
}
