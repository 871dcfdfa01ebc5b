import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, type Config } from 'tailwind-merge';

/**
 * The Tailwind utilities the app uses, by what they set, for tailwind-merge: with this list instead of
 * its complete default (every utility of Tailwind, 6.5 KB of every screen's download) a worker's
 * screens stay within their budget (decision 33). `utils.test.ts` checks, for every pair of classes
 * written in the app, that this merges them as the complete default does: a new kind of utility fails
 * it until it is added here.
 */
const any = () => true;
const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value);
const fontSizes = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl'];
const lineStyles = ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'];
/** Utilities that set one thing and whose values never overlap another's: `prefix-value`. */
const simplePrefixes = [
  'p',
  'px',
  'py',
  'pt',
  'pr',
  'pb',
  'pl',
  // The logical ones, which mirror on a right-to-left page (decision 36).
  'ps',
  'pe',
  'm',
  'mx',
  'my',
  'mt',
  'mr',
  'mb',
  'ml',
  'ms',
  'me',
  'gap',
  'gap-x',
  'gap-y',
  'space-y',
  'space-x',
  'w',
  'h',
  'size',
  'min-w',
  'min-h',
  'max-w',
  'max-h',
  'inset',
  'top',
  'right',
  'bottom',
  'left',
  'start',
  'end',
  'z',
  'translate-x',
  'translate-y',
  'scale-x',
  'opacity',
  'cursor',
  'whitespace',
  'tracking',
  'leading',
  'grid-cols',
  'line-clamp',
  'aspect',
  'animate',
  'select',
  'pointer-events',
  'touch',
  'resize',
  'underline-offset',
  'outline-offset',
  'accent',
  'list',
] as const;

type GroupId = string;
const classGroups: Config<GroupId, string>['classGroups'] = {
  ...Object.fromEntries(simplePrefixes.map((prefix) => [prefix, [{ [prefix]: [any] }]])),
  display: ['block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'table', 'contents', 'hidden'],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
  'overflow-x': [{ 'overflow-x': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
  'overflow-y': [{ 'overflow-y': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
  flex: [{ flex: ['1', 'auto', 'initial', 'none', isNumber] }],
  shrink: [{ shrink: ['', any] }],
  grow: [{ grow: ['', any] }],
  'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
  'justify-content': [{ justify: ['normal', 'start', 'end', 'center', 'between', 'around', 'evenly', 'stretch'] }],
  'col-start-end': [{ col: [{ span: [any] }] }],
  'font-size': [{ text: fontSizes }],
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'text-color': [{ text: [any] }],
  'font-weight': [{ font: ['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] }],
  'font-family': [{ font: ['sans', 'serif', 'mono'] }],
  'font-style': ['italic', 'not-italic'],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'fvn-spacing': ['tabular-nums', 'proportional-nums'],
  break: [{ break: ['normal', 'words', 'all', 'keep'] }],
  'vertical-align': [{ align: ['baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom', 'sub', 'super'] }],
  'caption-side': [{ caption: ['top', 'bottom'] }],
  'bg-color': [{ bg: [any] }],
  rounded: [{ rounded: ['', any] }],
  'rounded-t': [{ 'rounded-t': ['', any] }],
  'rounded-b': [{ 'rounded-b': ['', any] }],
  'border-w': [{ border: ['', isNumber] }],
  'border-w-t': [{ 'border-t': ['', isNumber] }],
  'border-w-b': [{ 'border-b': ['', isNumber] }],
  'border-style': [{ border: lineStyles }],
  'border-color': [{ border: [any] }],
  'divide-y': [{ 'divide-y': ['', any] }],
  'divide-x': [{ 'divide-x': ['', any] }],
  'divide-color': [{ divide: [any] }],
  shadow: [{ shadow: ['', any] }],
  'ring-w': [{ ring: ['', isNumber] }],
  'ring-color': [{ ring: [any] }],
  'outline-style': [{ outline: lineStyles }],
  'outline-w': [{ outline: ['', isNumber] }],
  'outline-color': [{ outline: [any] }],
  'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
  transition: [{ transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none'] }],
  sr: ['sr-only', 'not-sr-only'],
  filter: ['filter'],
};

const mergeClasses = createTailwindMerge((): Config<GroupId, string> => ({
  cacheSize: 500,
  theme: {},
  classGroups,
  conflictingClassGroups: {
    p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl', 'ps', 'pe'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml', 'ms', 'me'],
    my: ['mt', 'mb'],
    gap: ['gap-x', 'gap-y'],
    size: ['w', 'h'],
    inset: ['start', 'end', 'top', 'right', 'bottom', 'left'],
    overflow: ['overflow-x', 'overflow-y'],
    flex: ['shrink', 'grow'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    rounded: ['rounded-t', 'rounded-b'],
    'border-w': ['border-w-t', 'border-w-b'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [],
}));

/** Joins class names, later Tailwind classes overriding earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
