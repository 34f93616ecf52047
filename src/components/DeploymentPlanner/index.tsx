import { useMemo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import {
  defaultInput,
  fieldNames,
  makePlan,
  toFields,
  type FieldName,
  type PlannerFacts,
} from '../../../plugins/deployment-planner/plan';
import {
  configJson,
  keyRows,
  keySource,
  limitRows,
  priceRows,
  pricingSummary,
  type PriceRow,
  type Row,
} from '../../../plugins/deployment-planner/sections';
import GrowthChart from './GrowthChart';
import { quickstartPath } from '../../../config/site';
import styles from './styles.module.css';

type Fields = Record<FieldName, string>;

/** The fields a URL sets; the others keep their defaults. */
function fieldsFromSearch(search: string, defaults: Fields): Fields {
  const params = new URLSearchParams(search);
  const fields = { ...defaults };
  for (const name of fieldNames) {
    const value = params.get(name);
    if (value !== null) fields[name] = value;
  }
  return fields;
}

/** Only what differs from the defaults, so a shared link stays short. */
function searchFromFields(fields: Fields, defaults: Fields): string {
  const params = new URLSearchParams();
  for (const name of fieldNames) {
    if (fields[name] !== defaults[name]) params.set(name, fields[name]);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A field's hint and, when its value is invalid, the message; both describe the field. */
function FieldNotes({ id, hint, error }: { id: string; hint: string; error?: string }): ReactNode {
  return (
    <>
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}

/** The ids that describe a field: its hint, and its message when there is one. */
const describedBy = (id: string, error?: string): string =>
  `${id}-hint${error ? ` ${id}-error` : ''}`;

interface NumberFieldProps {
  name: FieldName;
  label: string;
  hint: string;
  fields: Fields;
  errors: Partial<Record<FieldName, string>>;
  onChange: (name: FieldName, value: string) => void;
  optional?: boolean;
  /** A decimal field (the gas price) rather than a whole number. */
  decimal?: boolean;
}

function NumberField({
  name,
  label,
  hint,
  fields,
  errors,
  onChange,
  optional,
  decimal,
}: NumberFieldProps): ReactNode {
  const error = errors[name];
  const id = `planner-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={fields[name]}
        placeholder={optional ? 'optional' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(name, event.target.value)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function SelectField({
  name,
  label,
  hint,
  choices,
  fields,
  errors,
  onChange,
}: Omit<NumberFieldProps, 'optional' | 'decimal'> & { choices: string[] }): ReactNode {
  const id = `planner-${name}`;
  const error = errors[name];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={fields[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(name, event.target.value)}
      >
        {/* A value from the URL that is not a choice stays visible, marked invalid. */}
        {[...(choices.includes(fields[name]) ? [] : [fields[name]]), ...choices].map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function PriceTable({ caption, rows }: { caption: string; rows: PriceRow[] }): ReactNode {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Transactions</th>
            <th scope="col">Gas</th>
            <th scope="col">Ether</th>
            <th scope="col">Label</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.what}>
              <th scope="row">
                {row.what}
                <span className={styles.basis}>{row.basis}</span>
              </th>
              <td>{row.transactions}</td>
              <td>{row.gas}</td>
              <td>{row.ether}</td>
              <td>{row.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowsTable({ caption, rows }: { caption: string; rows: Row[] }): ReactNode {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.what}>
            <th scope="row">{row.what}</th>
            <td>
              <code>{row.value}</code>
              {row.note && <span className={styles.note}> ({row.note})</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The deployment planner: a form whose fields are also the page's query parameters, and the
 * plan they give. Rendered at build time with the default plan, so the page shows a full plan
 * without JavaScript; the URL's plan replaces it once the page runs.
 */
export default function DeploymentPlanner({ facts }: { facts: PlannerFacts }): ReactNode {
  const defaults = useMemo(() => toFields(defaultInput(facts)), [facts]);
  const location = useLocation();
  const history = useHistory();
  // The URL holds the plan, so it can be shared and back/forward restore it. The build and
  // the first render in the browser show the default plan, which hydration then matches.
  const isBrowser = useIsBrowser();
  const fields = useMemo(
    () => (isBrowser ? fieldsFromSearch(location.search, defaults) : defaults),
    [isBrowser, location.search, defaults],
  );

  const update = (name: FieldName, value: string): void => {
    const next = { ...fields, [name]: value };
    history.replace({ search: searchFromFields(next, defaults), hash: location.hash });
  };

  const { plan, errors } = useMemo(() => makePlan(fields, facts), [fields, facts]);
  const errorCount = Object.keys(errors).length;
  const prices = plan && priceRows(plan);
  const common = { fields, errors, onChange: update };

  return (
    <div className={styles.planner}>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
        <fieldset className={styles.group}>
          <legend>Voting mode</legend>
          {(['qv', 'non-qv'] as const).map((mode) => (
            <label key={mode} className={styles.choice}>
              <input
                type="radio"
                name="mode"
                value={mode}
                checked={fields.mode === mode}
                onChange={() => update('mode', mode)}
              />{' '}
              {mode === 'qv' ? 'Quadratic (qv)' : 'Non-quadratic (non-qv)'}
            </label>
          ))}
          {errors.mode && <span className={styles.error}>{errors.mode}</span>}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Tree depths (every tree has {facts.arity} children per node)</legend>
          <NumberField
            name="stateTreeDepth"
            label="State tree depth"
            hint="Sign-ups: the state tree"
            {...common}
          />
          <NumberField
            name="intStateTreeDepth"
            label="Intermediate state tree depth"
            hint="Ballots per tally proof"
            {...common}
          />
          <NumberField
            name="messageTreeDepth"
            label="Message tree depth"
            hint="Messages the poll takes"
            {...common}
          />
          <NumberField
            name="messageBatchDepth"
            label="Message batch depth"
            hint="Messages per processing proof"
            {...common}
          />
          <NumberField
            name="voteOptionTreeDepth"
            label="Vote option tree depth"
            hint="Vote options"
            {...common}
          />
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Deployment</legend>
          <NumberField
            name="duration"
            label="Duration (seconds)"
            hint="How long the poll takes votes"
            {...common}
          />
          <NumberField
            name="initialVoiceCredits"
            label="Initial voice credits"
            hint="Given to each voter at sign-up"
            {...common}
          />
          <SelectField
            name="network"
            label="Network"
            hint="Hardhat network names of the deploy scripts"
            choices={facts.networks}
            {...common}
          />
          <SelectField
            name="gatekeeper"
            label="Sign-up gatekeeper"
            hint="Who may sign up"
            choices={facts.gatekeepers.map((g) => g.name)}
            {...common}
          />
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Expected use (optional)</legend>
          <NumberField
            name="voters"
            label="Voters"
            hint="For the tally proofs and the prices"
            optional
            {...common}
          />
          <NumberField
            name="messages"
            label="Messages"
            hint="For the processing proofs and the prices"
            optional
            {...common}
          />
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Price</legend>
          <NumberField
            name="gasPrice"
            label="Gas price (gwei)"
            hint="Your network's price now; the planner asks no one"
            decimal
            {...common}
            errors={{ gasPrice: plan?.pricing.gasPriceError }}
          />
        </fieldset>
      </form>

      <p className={styles.status} role="status">
        {plan
          ? `Plan for ${fields.mode === 'qv' ? 'quadratic' : 'non-quadratic'} voting at ${plan.keys.process.name.replace(/^\D+_/, '')} and ${plan.keys.tally.name.replace(/^\D+_/, '')}.`
          : `Nothing is computed until ${errorCount === 1 ? 'the field marked above is' : `the ${errorCount} fields marked above are`} fixed.`}
      </p>

      {plan && (
        <div className={styles.output}>
          <h3>Limits</h3>
          <RowsTable caption="What these depths allow" rows={limitRows(plan)} />

          <h3>Proving keys and witness generators</h3>
          <p>{keySource(plan, facts)}</p>
          <RowsTable caption="Files under the project folder" rows={keyRows(plan)} />

          {plan.warnings.length > 0 && (
            <>
              <h3>Warnings</h3>
              {plan.warnings.map((warning) => (
                <Admonition key={warning.text} type="warning">
                  <p>{warning.text}</p>
                </Admonition>
              ))}
            </>
          )}

          <h3>Commands</h3>
          <p>
            Before the poll, in an npm project set up as in the{' '}
            <Link to={quickstartPath}>quickstart</Link>, with the coordinator&apos;s public key in{' '}
            <code>$COORDINATOR_PUBKEY</code>:
          </p>
          <CodeBlock language="bash" title="Deploy">
            {plan.commands.deploy}
          </CodeBlock>
          <p>
            After the deadline, with the coordinator&apos;s private key in{' '}
            <code>$COORDINATOR_PRIVKEY</code> (on a machine that is not x86-64, use the WASM witness
            generators as the <Link to="/docs/cli/#coordinator-generate-proofs">CLI page</Link>{' '}
            shows):
          </p>
          <CodeBlock language="bash" title="After the deadline">
            {plan.commands.afterDeadline}
          </CodeBlock>

          <h3>deploy-config.json for the Hardhat tasks</h3>
          <p>
            For the <code>contracts/</code> folder of a v{facts.cliVersion} checkout of the
            repository; replace every value in angle brackets. The tasks read exactly these fields.
          </p>
          <CodeBlock language="json" title="contracts/deploy-config.json">
            {configJson(plan)}
          </CodeBlock>
          <CodeBlock language="bash" title="From the root of the checkout">
            {plan.commands.tasks}
          </CodeBlock>

          <h3>What it costs</h3>
          <p>{pricingSummary(plan)}</p>
          {plan.pricing.sizeError || !prices ? (
            <p className={styles.error}>{plan.pricing.sizeError}</p>
          ) : (
            <>
              <PriceTable
                caption="The coordinator's transactions: each figure measured or derived from the gas ledger"
                rows={prices.coordinator}
              />
              <PriceTable caption="Each voter's own transactions" rows={prices.voter} />
              <p>
                Proving time: {plan.pricing.proving.text} ({plan.pricing.proving.label};{' '}
                {plan.pricing.proving.basis}).
              </p>
              <GrowthChart points={plan.pricing.growth} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
