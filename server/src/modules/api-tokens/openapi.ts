import { z } from 'zod';
import {
  type Access,
  type Action,
  API_PREFIX,
  apiPermissions,
  apiTokenScopes,
  type EndpointDefinition,
  endpoints,
  errorBodySchema,
  IDEMPOTENCY_HEADER,
  roleLabels,
  roles,
} from '../../../../src/contract/index.ts';

// The OpenAPI 3.1 document of the API (docs/api-tokens.md), made from the endpoint table itself — the same table
// the server registers its routes from and the SPA calls through — so it cannot drift from what the server does.
// Schemas come from the contract's zod schemas (zod 4 emits JSON Schema); descriptions are in Russian.

/** Sections of the reference, by the first segment of a path. */
const SECTIONS: Record<string, string> = {
  auth: 'Вход и сессия',
  user_accounts: 'Вход и сессия',
  users: 'Сотрудники',
  user_profiles: 'Сотрудники',
  schools: 'Школы',
  leads: 'Лиды',
  students: 'Ученики',
  clients: 'Клиенты',
  groups: 'Группы',
  statuses: 'Справочники',
  sources: 'Справочники',
  styles: 'Направления',
  schedules: 'Расписание',
  lessons: 'Занятия',
  attendance: 'Посещения',
  closures: 'Закрытия',
  subscriptions: 'Абонементы',
  'subscription-templates': 'Абонементы',
  payments: 'Деньги',
  refunds: 'Деньги',
  expenses: 'Деньги',
  finances: 'Деньги',
  payroll: 'Зарплата',
  reports: 'Отчёты',
  history: 'История',
  import: 'Импорт',
  cabinet: 'Личный кабинет',
  'cabinet-invitations': 'Личный кабинет',
  'freeze-requests': 'Личный кабинет',
  telegram: 'Telegram',
  messages: 'Сообщения',
  'api-tokens': 'API-токены',
  events: 'События',
  join: 'Форма записи на пробное',
  'join-form': 'Форма записи на пробное',
};

function whoMay(access: Access): string {
  if (access === 'public') return 'Без входа.';
  if (access === 'session') return 'Любой вошедший сотрудник (не API-токен).';
  if (access === 'cabinet') return 'Семья, вошедшая в личный кабинет (своя сессия; не сотрудник и не токен).';
  const permissions = apiPermissions as Record<string, readonly string[] | undefined>;
  const granted = roles.filter((role) =>
    [access, `${access}:any`, `${access}:own`].some((name) => permissions[name]?.includes(role)),
  );
  const own = permissions[`${access}:own`]?.length ? ' (некоторым — только свои записи)' : '';
  const token = apiTokenScopes.includes(access as Action) ? '; API-токен с этим правом' : '';
  return `Право \`${access}\`: ${granted.map((role) => roleLabels[role]).join(', ')}${own}${token}.`;
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operation(name: string, endpoint: EndpointDefinition) {
  const section = SECTIONS[endpoint.path.split('/')[1] ?? ''] ?? 'Прочее';
  const notes = [
    whoMay(endpoint.access),
    endpoint.filter && 'Тело — фильтр; пустое тело читается как `{}`.',
    endpoint.revisioned && 'Условный список: ETag, 304 на `If-None-Match` с текущей меткой.',
    endpoint.idempotent &&
      `Повтор с тем же \`${IDEMPOTENCY_HEADER}\` в течение суток отвечает первым результатом.`,
    endpoint.stream && 'Поток событий `text/event-stream`; ответ описывает данные одного события.',
    endpoint.fileBody && 'Тело — строки файла (до 10 000) или сам файл.',
    endpoint.download && 'Ответ — файл ZIP (`Content-Disposition: attachment`).',
  ].filter(Boolean);
  const status = endpoint.created ? '201' : '200';
  return {
    operationId: name,
    tags: [section],
    summary: name,
    description: notes.join('\n\n'),
    ...(endpoint.path.includes(':id') && {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
    }),
    // A school's public page (docs/join-form.md): the code of its link.
    ...(endpoint.path.includes(':code') && {
      parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
    }),
    ...(endpoint.body && {
      requestBody: {
        required: !endpoint.filter,
        content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
      },
    }),
    responses: {
      [status]: {
        description: endpoint.created ? 'Создано' : 'Готово',
        content: endpoint.download
          ? { 'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } } }
          : {
              [endpoint.stream ? 'text/event-stream' : 'application/json']: {
                schema: jsonSchema(endpoint.answer, 'output'),
              },
            },
      },
      '400': errorResponse('Неверные данные — сообщение по-русски'),
      ...(endpoint.access !== 'public' && {
        '401': errorResponse('Нет входа, или токен отозван'),
        '403': errorResponse('Нет права (у роли или у токена), или чужая школа'),
      }),
      '404': errorResponse('Не найдено (в том числе запись другой школы)'),
      '409': errorResponse('Конфликт с текущими данными'),
      '429': errorResponse('Слишком много запросов'),
    },
    ...(endpoint.access === 'public'
      ? { security: [] }
      : endpoint.access === 'cabinet'
        ? { security: [{ cabinet: [] }] }
        : {
            security: [
              { session: [] },
              ...(endpoint.access !== 'session' && apiTokenScopes.includes(endpoint.access as Action)
                ? [{ token: [] }]
                : []),
            ],
          }),
  };
}

let built: object | undefined;

/** The document (built once per process: the table does not change while it runs). */
export function openApiDocument(): object {
  if (built) return built;
  const paths: Record<string, Record<string, object>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, EndpointDefinition][]) {
    const path = `${API_PREFIX}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Ритм — API школы танцев',
      version: '1',
      description:
        'Те же эндпоинты, что у страниц Ритма. Вход сотрудника — cookie сессии; интеграция — `Authorization: Bearer ritm_…` (API-токен с правами из таблицы прав, выдаёт владелец). Ошибки — `{ "message": "…" }` по-русски. Деньги — в копейках, даты — `ГГГГ-ММ-ДД` в часовом поясе школы.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(Object.values(SECTIONS)), 'Прочее'].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'ritm_session', description: 'Сессия сотрудника' },
        cabinet: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ritm_cabinet',
          description: 'Сессия семьи в кабинете',
        },
        token: { type: 'http', scheme: 'bearer', description: 'API-токен школы (`ritm_…`)' },
      },
    },
  };
  return built;
}
