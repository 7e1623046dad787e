/**
 * Large data sets generated in SQL (generate_series), so 100,000 projects and 600,000 roofs take seconds to a
 * minute or two rather than hours: projects for the list, and the full set of users, projects, plots and roofs
 * with completed roof data for the API under load.
 */
import { performance } from "node:perf_hooks";
import pg from "pg";

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Who a generated project belongs to: either spread evenly over a contiguous range of user ids (each user's list
 * holds its own projects), or, without one, one project in 1,000 to the owner and the rest to nobody.
 */
export type GeneratedProjectOptions = {
  count: number;
  ownerId: number;
  accountUsers?: { firstId: number; count: number };
};

/**
 * Varied names, customers, towns (with their coordinates, so the site's wind inputs can be worked out), statuses,
 * owners and dates; returns the range of ids the insert took.
 */
export async function insertGeneratedProjects(
  executeSql: ExecuteSql,
  options: GeneratedProjectOptions,
): Promise<{ firstId: number; lastId: number }> {
  const { rows } = await executeSql(
    `with inserted as (
       insert into projects (reference_number, name, address, town, post_code, lat, long, customer_name,
         project_status_id, project_category_id, project_source_id, project_owner_id, sales_person_id,
         projected_end_date, account_user_id, is_unregistered, created_at, updated_at)
       select 'PRJ-' || lpad((100000 + n)::text, 6, '0'),
              (array['Riverside','Orchard','Church','Mill','Station','Harbour','Meadow','Castle'])[1 + n % 8] || ' ' ||
                (array['Terrace','Close','Farm','Court','House','Barns','Mews','Works'])[1 + (n / 8) % 8] || ' ' || n,
              n || ' High Street',
              (array['Leeds','York','Bristol','Cardiff','Exeter','Norwich','Durham','Bath','Truro','Perth'])[1 + n % 10],
              (array['LS1 4AP','YO1 7HH','BS1 4DJ','CF10 5AB','EX1 1AA','NR1 3JU','DH1 3NJ','BA1 1LT','TR1 2AA','PH1 5RS'])[1 + n % 10],
              (array[53.797,53.959,51.454,51.481,50.725,52.630,54.776,51.381,50.263,56.396])[1 + n % 10],
              (array[-1.546,-1.082,-2.588,-3.179,-3.527,1.297,-1.575,-2.359,-5.051,-3.437])[1 + n % 10],
              (array['Northern Roofing','Severn Builders','Thames Homes','Pennine Slate','Mews Homes'])[1 + n % 5] || ' ' || (n % 997),
              (select id from project_statuses order by sort_order offset (n % 7) limit 1),
              (select id from project_categories order by sort_order offset (n % 6) limit 1),
              (select id from project_sources order by sort_order offset (n % 6) limit 1),
              $1::int, $1::int,
              date '2020-01-01' + (n % 2500),
              case when $3::int is null then case when n % 1000 = 0 then $1::int end else $3::int + n % $4::int end,
              n % 50 = 0,
              now() - (n || ' minutes')::interval, now()
       from generate_series(1, $2::int) as n
       returning id
     )
     select min(id) as "firstId", max(id) as "lastId" from inserted`,
    [options.ownerId, options.count, options.accountUsers?.firstId ?? null, options.accountUsers?.count ?? null],
  );
  const [range] = rows as Array<{ firstId: number | null; lastId: number | null }>;
  if (range?.firstId == null || range.lastId == null) throw new Error("seeding inserted no project");
  return { firstId: range.firstId, lastId: range.lastId };
}

export const LARGE_DATA_SET = { users: 2_000, projects: 100_000, plotsPerProject: 3, roofsPerPlot: 2 };

/** Every generated user signs in with this address pattern and the password of the account whose hash they copy. */
export const generatedUserEmail = (index: number) => `bench.user.${index}@example.com`;

/** A project, plot and completed roof made through the API: the rows every generated one is a copy of. */
export type TemplateRoof = { projectId: number; plotId: number; roofId: number };

export type LargeDataSet = {
  users: { firstId: number; lastId: number };
  projects: { firstId: number; lastId: number };
  plots: number;
  roofs: { firstId: number; lastId: number };
  /** The version every generated roof's fixing data starts at (a save must send it). */
  fixingVersion: number;
  /** Each step's seconds, in order. */
  steps: Array<{ label: string; seconds: number }>;
};

type Range = { firstId: number; lastId: number };

type StepTimer = <Result>(label: string, work: () => Promise<Result>) => Promise<Result>;

/** The tables keyed by `keyColumn` (found in the catalogue, so a table added later is copied too) with the template's row bytes. */
async function tablesHoldingTemplate(client: pg.Client, keyColumn: "roof_id" | "project_id", templateId: number) {
  const tables = await client.query<{ tableName: string; columns: string[] }>(
    `select c.table_name as "tableName",
            array_agg(c.column_name::text order by c.ordinal_position)
              filter (where c.column_name <> $1 and c.is_identity = 'NO' and c.is_generated = 'NEVER') as columns
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.table_name in (select table_name from information_schema.columns
                            where table_schema = 'public' and column_name = $1)
       and c.table_name <> 'plots'
     group by c.table_name`,
    [keyColumn],
  );
  const holding: Array<{ tableName: string; columns: string[]; templateBytes: number }> = [];
  for (const table of tables.rows) {
    const { rows } = await client.query<{ bytes: number }>(
      `select coalesce(sum(pg_column_size(template.*)), 0)::int as bytes
       from ${pg.escapeIdentifier(table.tableName)} template where ${keyColumn} = $1`,
      [templateId],
    );
    const templateBytes = rows[0]?.bytes ?? 0;
    if (templateBytes > 0) holding.push({ ...table, templateBytes });
  }
  return holding;
}

/**
 * Copies the template's rows of every table keyed by `keyColumn` onto each id in `targets`, leaving identity
 * columns to their sequences. The tables are shared out by size over the given connections, which copy at the
 * same time: one backend alone leaves the other cores idle while the stored calculations are written.
 */
async function fanOutRows(
  clients: readonly pg.Client[],
  keyColumn: "roof_id" | "project_id",
  templateId: number,
  targets: Range,
  step: StepTimer,
): Promise<string[]> {
  const [first] = clients;
  if (!first) throw new Error("no connection to copy with");
  const parentTable = keyColumn === "roof_id" ? "roofs" : "projects";
  const tables = await tablesHoldingTemplate(first, keyColumn, templateId);
  const lanes = clients.map((client) => ({ client, bytes: 0, tables: [] as typeof tables }));
  for (const table of [...tables].sort((a, b) => b.templateBytes - a.templateBytes)) {
    const lightest = lanes.reduce((least, lane) => (lane.bytes < least.bytes ? lane : least));
    lightest.tables.push(table);
    lightest.bytes += table.templateBytes;
  }
  await Promise.all(
    lanes.map(async (lane) => {
      for (const { tableName, columns } of lane.tables) {
        const source = pg.escapeIdentifier(tableName);
        const list = columns.map((column) => pg.escapeIdentifier(column));
        await step(tableName, () =>
          lane.client.query(
            `insert into ${source} (${keyColumn}, ${list.join(", ")})
             select target.id, ${list.map((column) => `template.${column}`).join(", ")}
             from ${parentTable} target
             join ${source} template on template.${keyColumn} = $1
             where target.id between $2 and $3`,
            [templateId, targets.firstId, targets.lastId],
          ),
        );
      }
    }),
  );
  return tables.map((table) => table.tableName);
}

/**
 * 2,000 users, 100,000 projects spread evenly over them, three plots a project and two roofs a plot, every roof
 * holding a copy of the template roof's data (sections, calculation, estimate and its lines), so each is as
 * complete and valid as one filled through the editor. The generated users sign in with `passwordOf`'s password.
 */
export async function seedLargeDataSet(
  databaseUrl: string,
  options: { template: TemplateRoof; ownerId: number; passwordOf: number },
): Promise<LargeDataSet> {
  const clients = [1, 2].map(() => new pg.Client({ connectionString: databaseUrl }));
  await Promise.all(clients.map((client) => client.connect()));
  const [client] = clients as [pg.Client, pg.Client];
  const steps: LargeDataSet["steps"] = [];
  const step: StepTimer = async (label, work) => {
    const start = performance.now();
    const result = await work();
    steps.push({ label, seconds: (performance.now() - start) / 1000 });
    return result;
  };
  try {
    // Nothing here needs to survive a crash, and the commit's flush dominates a bulk insert's time otherwise.
    // Every copied row comes from a valid row and points at catalogue rows or at rows made just before it, so the
    // foreign-key checks (18 on an edge-system row, two on each of 9.6 million estimate lines) would only cost
    // minutes; the schema has no triggers of its own that this would skip.
    await Promise.all(
      clients.map((each) => each.query("set synchronous_commit = off; set session_replication_role = replica")),
    );
    const users = await step(`${LARGE_DATA_SET.users} users`, async () => {
      const { rows } = await client.query<Range>(
        `with inserted as (
           insert into users (email, password_hash, role_id, first_name, last_name, company, town, post_code,
             email_confirmed_at, has_accepted_terms_and_conditions)
           select 'bench.user.' || n || '@example.com', template.password_hash,
                  (select id from roles where name = 'User'),
                  (array['Alice','Bilal','Ceri','Dylan','Efa','Fergus','Gwen','Hamish'])[1 + n % 8],
                  (array['Jones','Patel','Evans','Murray','Hughes','Price','Morgan','Reid','Shaw'])[1 + n % 9] || ' ' || n,
                  (array['Northern Roofing','Severn Builders','Thames Homes','Pennine Slate'])[1 + n % 4],
                  (array['Leeds','York','Bristol','Cardiff','Exeter'])[1 + n % 5],
                  (array['LS1 4AP','YO1 7HH','BS1 4DJ','CF10 5AB','EX1 1AA'])[1 + n % 5],
                  now(), true
           from generate_series(1, $1::int) as n, (select password_hash from users where id = $2) template
           returning id
         )
         select min(id) as "firstId", max(id) as "lastId" from inserted`,
        [LARGE_DATA_SET.users, options.passwordOf],
      );
      const [range] = rows;
      if (!range || range.lastId - range.firstId + 1 !== LARGE_DATA_SET.users) {
        throw new Error("the generated users' ids are not one contiguous range");
      }
      return range;
    });
    const executeSql: ExecuteSql = (text, values) => client.query(text, values);
    const projects = await step(`${LARGE_DATA_SET.projects} projects`, () =>
      insertGeneratedProjects(executeSql, {
        count: LARGE_DATA_SET.projects,
        ownerId: options.ownerId,
        accountUsers: { firstId: users.firstId, count: LARGE_DATA_SET.users },
      }),
    );
    await fanOutRows([client], "project_id", options.template.projectId, projects, step);
    const plotCount = LARGE_DATA_SET.projects * LARGE_DATA_SET.plotsPerProject;
    await step(`${plotCount} plots`, () =>
      client.query(
        `insert into plots (project_id, name, created_by_user_id, updated_by_user_id)
         select project.id, 'Plot ' || k, $3::int, $3::int
         from projects project cross join generate_series(1, $4::int) as k
         where project.id between $1 and $2
         order by project.id, k`,
        [projects.firstId, projects.lastId, options.ownerId, LARGE_DATA_SET.plotsPerProject],
      ),
    );
    const roofCount = plotCount * LARGE_DATA_SET.roofsPerPlot;
    const roofs = await step(`${roofCount} roofs`, async () => {
      const { rows } = await client.query<Range>(
        `with inserted as (
           insert into roofs (plot_id, name, created_by_user_id, updated_by_user_id)
           select plot.id, 'Roof ' || k, $2::int, $2::int
           from plots plot cross join generate_series(1, $3::int) as k
           where plot.project_id between $1 and $4
           order by plot.id, k
           returning id
         )
         select min(id) as "firstId", max(id) as "lastId" from inserted`,
        [projects.firstId, options.ownerId, LARGE_DATA_SET.roofsPerPlot, projects.lastId],
      );
      const [range] = rows;
      if (!range) throw new Error("seeding inserted no roof");
      return range;
    });
    const copiedTables = await step("completed roof data", () =>
      fanOutRows(clients, "roof_id", options.template.roofId, roofs, step),
    );
    if (!copiedTables.includes("roof_fixing_data") || !copiedTables.includes("roof_calculations")) {
      throw new Error(`the template roof is not complete: only ${copiedTables.join(", ")} hold its data`);
    }
    // A live database is vacuumed by autovacuum: its visibility map lets counts and sorts read an index alone
    // instead of visiting every row. Freshly written rows have none until a vacuum, so the data set gets one.
    await step("vacuum the lists' tables", () => client.query("vacuum (analyze) users, projects, plots, roofs"));
    await step("analyze", () => client.query("analyze"));
    const fixing = await client.query<{ version: number }>("select version from roof_fixing_data where roof_id = $1", [
      options.template.roofId,
    ]);
    const fixingVersion = fixing.rows[0]?.version;
    if (fixingVersion === undefined) throw new Error("the template roof has no fixing data");
    return { users, projects, plots: plotCount, roofs, fixingVersion, steps };
  } finally {
    await Promise.all(clients.map((each) => each.end()));
  }
}
