import './dispatch-board.css';

/** Class names of dispatch-board.css (plain global CSS, prefixed). */
export const classes = {
  busy: 'dsp-busy',
  card: 'dsp-card',
  cardLine: 'dsp-cardLine',
  cell: 'dsp-cell',
  cellOver: 'dsp-cellOver',
  dayHead: 'dsp-dayHead',
  grid: 'dsp-grid',
  group: 'dsp-group',
  hour: 'dsp-hour',
  hours: 'dsp-hours',
  lane: 'dsp-lane',
  laneCard: 'dsp-laneCard',
  laneOver: 'dsp-laneOver',
  name: 'dsp-name',
  nameHead: 'dsp-nameHead',
  resize: 'dsp-resize',
  scroller: 'dsp-scroller',
} as const;
