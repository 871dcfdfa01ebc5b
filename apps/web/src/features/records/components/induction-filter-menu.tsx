import { CheckIcon, FilterIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useMemo, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { MenuContent } from '@/components/ui/menu-content';

/** An induction the list can be filtered to. */
export type InductionOption = { id: number; title: string };

/** The inductions to choose from, as the app's query of the inductions list gives them. */
export type InductionOptions = { data?: readonly InductionOption[]; isError: boolean };

const itemClass =
  'relative flex cursor-pointer items-start rounded-md py-2 pr-2 pl-8 text-slate-900 outline-none select-none data-disabled:cursor-default data-disabled:text-slate-600 data-highlighted:bg-slate-100';

/**
 * The Filter icon button of the Completed Inductions list (decision 13): a menu of All inductions and
 * every induction by title; the button turns solid while a filter is on.
 */
export function InductionFilterMenu({
  inductions,
  selected,
  onSelect,
  describedBy,
  triggerRef,
}: {
  inductions: InductionOptions;
  selected: InductionOption | undefined;
  onSelect: (induction: InductionOption | undefined) => void;
  /** The element that names the active filter, read after the button's name. */
  describedBy?: string;
  /** The button, for moving focus back to it when the filter is cleared elsewhere. */
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const { data, isError } = inductions;
  const sorted = useMemo(() => [...(data ?? [])].sort((a, b) => a.title.localeCompare(b.title)), [data]);
  const onValueChange = (value: string) =>
    onSelect(value === 'all' ? undefined : sorted.find((induction) => String(induction.id) === value));
  return (
    // Not modal, like the Download menu: a modal menu hides the page from assistive technology.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          ref={triggerRef}
          variant={selected ? 'primary' : 'outline'}
          size="icon"
          className="shrink-0"
          aria-label="Filter by induction"
          aria-describedby={describedBy}
          title="Filter by induction"
        >
          <FilterIcon aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <MenuContent
        collisionPadding={8}
        className="max-h-(--radix-dropdown-menu-content-available-height) w-72 max-w-[calc(100vw-1rem)] overflow-y-auto"
      >
        <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-slate-600">
          Filter by induction
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={selected ? String(selected.id) : 'all'} onValueChange={onValueChange}>
          <RadioItem value="all">All inductions</RadioItem>
          {sorted.map((induction) => (
            <RadioItem key={induction.id} value={String(induction.id)}>
              {induction.title}
            </RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        {isError ? (
          <DropdownMenu.Item disabled className={itemClass}>
            Could not load the inductions
          </DropdownMenu.Item>
        ) : data === undefined ? (
          <DropdownMenu.Item disabled className={itemClass}>
            Loading inductions...
          </DropdownMenu.Item>
        ) : null}
      </MenuContent>
    </DropdownMenu.Root>
  );
}

function RadioItem(props: { value: string; children: ReactNode }) {
  return (
    <DropdownMenu.RadioItem value={props.value} className={itemClass}>
      <DropdownMenu.ItemIndicator className="absolute top-2.5 left-2">
        <CheckIcon className="size-4" aria-hidden="true" />
      </DropdownMenu.ItemIndicator>
      <span className="break-words">{props.children}</span>
    </DropdownMenu.RadioItem>
  );
}
