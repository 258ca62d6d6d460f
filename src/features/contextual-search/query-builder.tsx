import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Button, IconButton } from '@/ui/button.tsx';
import { PlusIcon, TrashIcon } from '@/ui/icons.tsx';
import { Radio, RadioGroup } from '@/ui/radio-group.tsx';
import { Select, SelectItem } from '@/ui/select.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Switch } from '@/ui/switch.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import type { QueryCountView } from '../../../machines/query-tree/query-count.selectors.ts';
import type { queryTreeMachine } from '../../../machines/query-tree/query-tree.machine.ts';
import {
  type Condition,
  type QueryObject,
  type Subject,
  subjects,
} from '../../../machines/query-tree/query-tree.rules.ts';
import { type NodeView, selectQueryTree } from '../../../machines/query-tree/query-tree.selectors.ts';
import * as styles from './contextual-search.css.ts';
import { objectKey, subjectKeys } from './query-labels.ts';
import { ValueField } from './value-field.tsx';

type QueryTreeActor = ActorRefFrom<typeof queryTreeMachine>;

export interface QueryBuilderProps {
  actor: QueryTreeActor;
  /** 'Clear search': the tree starts afresh and the results go. */
  onClear: () => void;
  /** How many results the conditions would find, shown beside Run search. */
  liveCount: QueryCountView;
}

/**
 * The form that builds the query tree: what to search for, the conditions with their criteria,
 * values and AND/OR, sub-conditions under relations, the switch "only dates certainly inside the
 * range" for the year conditions, and Run search (Enter in a field does the same). Every control
 * is a labelled react-aria control, reachable with Tab.
 */
export function QueryBuilder({ actor, onClear, liveCount }: QueryBuilderProps) {
  const { t } = useI18n();
  const snapshot = useSelector(actor, (state) => state);
  const view = useMemo(() => selectQueryTree(snapshot), [snapshot]);
  const addId = useId();
  const runId = useId();
  const withinHintId = useId();

  // The removed condition's button goes with it: focus moves on to Add condition (or Run search).
  const focusAfterRemove = () =>
    requestAnimationFrame(() =>
      (document.getElementById(addId) ?? document.getElementById(runId))?.focus({ preventScroll: true }),
    );

  return (
    <form
      aria-label={t('contextual_search')}
      className={styles.builder}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'RUN' });
      }}
    >
      <Select
        label={t('search_for')}
        selectedKey={view.subject}
        onSelectionChange={(key) => actor.send({ type: 'CHOOSE_SUBJECT', subject: key as Subject })}
        className={styles.subjectSelect}
      >
        {subjects.map((subject) => (
          <SelectItem key={subject} id={subject}>
            {t(subjectKeys[subject].one)}
          </SelectItem>
        ))}
      </Select>
      {view.nodes.length > 0 && (
        <ConditionList
          nodes={view.nodes}
          actor={actor}
          showErrors={view.problem !== null}
          years={view.years}
          focusAfterRemove={focusAfterRemove}
        />
      )}
      {/* Stays in its place without a year condition, disabled, its description saying why. */}
      <div className={styles.withinSwitch}>
        <Switch
          isSelected={view.hasYearCondition && view.dateMatch === 'within'}
          isDisabled={!view.hasYearCondition}
          onChange={(within) =>
            actor.send({ type: 'SET_DATE_MATCH', dateMatch: within ? 'within' : 'overlap' })
          }
          aria-describedby={withinHintId}
        >
          {t('only_dates_certainly_inside')}
        </Switch>
        <p id={withinHintId} className={styles.withinHint}>
          {t(view.hasYearCondition ? 'dates_certainly_inside_hint' : 'add_a_year_condition_first')}
        </p>
      </div>
      <div className={styles.actions}>
        {view.canAddNode && (
          <Button id={addId} variant="secondary" onPress={() => actor.send({ type: 'ADD_NODE' })}>
            <PlusIcon size={16} /> {t('add_condition')}
          </Button>
        )}
        <Button variant="ghost" onPress={onClear}>
          {t('clear_search')}
        </Button>
        <div className={styles.runGroup}>
          <LiveCount view={liveCount} />
          <Button id={runId} type="submit" variant="primary">
            {t('run_search')}
          </Button>
        </div>
      </div>
      <div aria-live="polite" className={styles.problemRegion}>
        {view.problem && (
          <p className={styles.problem}>
            {view.problem === 'noCondition'
              ? t('add_at_least_one_condition')
              : t('enter_a_year_between', { min: view.years.min, max: view.years.max })}
          </p>
        )}
      </div>
    </form>
  );
}

interface ConditionListProps {
  nodes: NodeView[];
  actor: QueryTreeActor;
  showErrors: boolean;
  years: { min: number; max: number };
  focusAfterRemove: () => void;
  nested?: boolean;
}

function ConditionList({ nodes, nested = false, ...props }: ConditionListProps) {
  return (
    <ol className={nested ? styles.subConditions : styles.conditions}>
      {nodes.map((node) => (
        // Conditions have no ids of their own; a node's place is what the machine knows it by.
        <ConditionRow key={node.number} node={node} {...props} />
      ))}
    </ol>
  );
}

function ConditionRow({
  node,
  actor,
  showErrors,
  years,
  focusAfterRemove,
}: Omit<ConditionListProps, 'nodes' | 'nested'> & { node: NodeView }) {
  const { t } = useI18n();
  const { path } = node;
  const name = `${t('condition')} ${node.number}`;
  return (
    <li className={styles.condition}>
      <fieldset className={styles.conditionBox}>
        <legend className={styles.conditionNumber}>{name}</legend>
        {node.showsCondition && (
          <RadioGroup
            label={<VisuallyHidden>{t('joined_by')}</VisuallyHidden>}
            orientation="horizontal"
            value={node.condition}
            onChange={(condition) =>
              actor.send({ type: 'SET_CONDITION', path, condition: condition as Condition })
            }
          >
            <Radio value="AND">{t('condition_and')}</Radio>
            <Radio value="OR">{t('condition_or')}</Radio>
          </RadioGroup>
        )}
        <div className={styles.fields}>
          <Select
            label={t('criterion')}
            selectedKey={node.object}
            onSelectionChange={(object) =>
              actor.send({ type: 'SET_OBJECT', path, object: object as QueryObject })
            }
            className={styles.criterion}
          >
            {node.objects.map((object) => (
              <SelectItem key={object} id={object}>
                {t(objectKey(node.subject, object))}
              </SelectItem>
            ))}
          </Select>
          <ValueField
            // A new criterion is a new field: what was typed for the old one does not carry over.
            key={node.object}
            node={node}
            onChange={(input) => actor.send({ type: 'SET_INPUT', path, input })}
            showErrors={showErrors}
            years={years}
            className={styles.value}
          />
          <IconButton
            aria-label={`${t('remove_condition')} ${node.number}`}
            variant="ghost"
            className={styles.remove}
            onPress={() => {
              actor.send({ type: 'REMOVE_NODE', path });
              focusAfterRemove();
            }}
          >
            <TrashIcon size={18} />
          </IconButton>
        </div>
        {node.canAddSubCondition && (
          <div className={styles.rowActions}>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${t('add_sub_condition')} (${name})`}
              onPress={() => actor.send({ type: 'ADD_SUB_CONDITION', path })}
            >
              <PlusIcon size={14} /> {t('add_sub_condition')}
            </Button>
          </div>
        )}
      </fieldset>
      {node.subConditions.length > 0 && (
        <ConditionList
          nodes={node.subConditions}
          actor={actor}
          showErrors={showErrors}
          years={years}
          focusAfterRemove={focusAfterRemove}
          nested
        />
      )}
    </li>
  );
}

/**
 * The live count beside Run search. Its text changes only when a count lands (or fails), so a
 * screen reader hears it once the conditions settle, not at every keystroke; while changed
 * conditions are counted the last count stays, with a spinner beside it. Incomplete conditions show
 * nothing. A failure is said quietly: Run search works as before.
 */
function LiveCount({ view }: { view: QueryCountView }) {
  const { t, locale } = useI18n();
  const text =
    view.status === 'failed'
      ? t('results_could_not_be_counted')
      : view.status === 'incomplete' || view.count === null
        ? ''
        : t(view.count === 1 ? 'one_result' : 'n_results', { n: formatNumber(view.count, locale) });
  const isPending = view.status === 'pending';
  return (
    <span className={styles.liveCount}>
      {/* Kept in place while idle: the row does not move when a count starts or lands. */}
      <Spinner className={isPending ? undefined : styles.idleSpinner} />
      <span aria-live="polite" aria-atomic="true" data-testid="live-count" data-status={view.status}>
        {text}
      </span>
    </span>
  );
}
