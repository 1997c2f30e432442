// Profiles: the base URL and service user of each environment (sandbox, preprod, production: provider spec 5.1
// issues distinct users per environment), in one config file of the user's (config.json in the trs folder, 0600 in
// a 0700 folder). A profile can be marked production: commands that change data there ask for --yes.
import path from 'node:path';
import { isJsonObject } from '@trs/shared';
import { CliError, UsageError } from '../errors.js';
import { writePrivateFile } from '../files.js';
import { checkConfigFolder, readConfigFile, type ConfigFolder } from './config-folder.js';

export interface Profile {
  baseUrl?: string;
  user?: string;
  /** Changing calls need --yes. */
  production?: boolean;
  /** Plain http:// to another machine is allowed (a trusted local network). */
  allowInsecureHttp?: boolean;
}

export interface ProfilesFile {
  /** The profile used when neither --profile nor TRS_PROFILE names one. */
  defaultProfile?: string;
  profiles: Record<string, Profile>;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export function checkProfileName(name: string): string {
  if (!NAME.test(name))
    throw new UsageError(
      `Profile name ${JSON.stringify(name)}: use letters, digits, ".", "_" and "-" (at most 64, starting with a letter or digit).`,
    );
  return name;
}

export const profilesPath = (dir: string) => path.join(dir, 'config.json');

/** The profiles of config.json: none when the folder or the file does not exist; refused when another user could write either. */
export async function readProfiles(folder: ConfigFolder): Promise<ProfilesFile> {
  if (!(await checkConfigFolder(folder))) return { profiles: {} };
  const file = profilesPath(folder.dir);
  const text = await readConfigFile(file);
  if (text === undefined) return { profiles: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError('TRS_CLI_INPUT', `${file} is not JSON: ${(error as Error).message}. Correct it or remove it.`);
  }
  const profiles = (parsed as ProfilesFile | null)?.profiles;
  if (!isJsonObject(profiles))
    throw new CliError(
      'TRS_CLI_INPUT',
      `${file} has no "profiles" object: {"profiles": {"sandbox": {"baseUrl": …, "user": …}}}.`,
    );
  return parsed as ProfilesFile;
}

export async function writeProfiles(folder: ConfigFolder, content: ProfilesFile): Promise<string> {
  await checkConfigFolder(folder, { create: true });
  const file = profilesPath(folder.dir);
  await writePrivateFile(file, `${JSON.stringify(content, null, 2)}\n`, { overwrite: true });
  return file;
}

export interface SelectedProfile {
  name: string;
  profile: Profile;
}

/** The profile named by --profile or TRS_PROFILE (an unknown one is an error), else the default one, else none. */
export async function selectProfile(
  folder: ConfigFolder,
  requested: string | undefined,
): Promise<SelectedProfile | undefined> {
  const file = await readProfiles(folder);
  const name = requested ?? file.defaultProfile;
  if (name === undefined) return undefined;
  checkProfileName(name);
  const profile = file.profiles[name];
  if (!profile) {
    const known = Object.keys(file.profiles);
    throw new UsageError(
      `No profile ${name} in ${profilesPath(folder.dir)}${known.length ? ` (known: ${known.join(', ')})` : ''}: add it with trs profile set ${name} --base-url URL --user NAME.`,
    );
  }
  return { name, profile };
}
