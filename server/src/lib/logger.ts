/** The slice of pino that services use; keeps them free of Fastify. */
export type Logger = {
  info: (object: object, message?: string) => void;
  warn: (object: object, message?: string) => void;
  error: (object: object, message?: string) => void;
};
