// @ts-nocheck
// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/validators with ajv standaloneCode (packages/codegen). Run `pnpm generate` after changing spec/.
import { createRequire } from 'node:module';
// ajv's standalone output loads its runtime helpers (formats, string length) with require().
const require = createRequire(import.meta.url);

export const AddApplicantEvent = validate10;
const schema11 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"addApplicant"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"applicationStatus":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/TenancyStep"}]},{"type":"null"}]},"Status":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantStatus"},{"type":"null"}]},"data":{"type":"object","allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/AddedApplicantData"}],"required":["applicantRef"],"properties":{"applicantRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantReference"}}},"Applicant":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantDetails"}]},{"type":"null"}]},"EntryType":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/AddApplicantEvent"};
const schema13 = {"type":"string","pattern":"^[0-9]{7}$","$id":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"};
const schema15 = {"type":"integer","x-codes":{"1":"Referencing in progress","2":"Referencing complete","3":"Tenants confirming preferences","4":"Awaiting tenancy agreement","5":"Awaiting tenant signing","6":"Awaiting landlord signing","7":"Awaiting agent signing","8":"Awaiting agent to confirm inventory","9":"Awaiting move-in meter readings","10":"Awaiting move-out meter readings","11":"Complete","12":"Tenancy archived"},"x-codes-complete":true,"$id":"https://trs.invalid/schemas/null-tolerant/TenancyStep"};
const schema16 = {"type":"string","$id":"https://trs.invalid/schemas/null-tolerant/ApplicantStatus"};
const schema19 = {"type":"string","pattern":"^[A-Z]{1,10}[0-9]{7}$","$id":"https://trs.invalid/schemas/null-tolerant/ApplicantReference"};
const schema12 = {"type":"object","properties":{"topic":{"type":["string","null"]},"applicationRef":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},{"type":"null"}]},"data":{"type":["object","null"]},"EntryType":{"type":["string","null"]},"CreationDate":{"type":["string","null"]},"ApplicationId":{"type":["integer","null"]},"ApplicantId":{"anyOf":[{"anyOf":[{"type":"integer"},{"type":"string"}]},{"type":"null"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"$id":"https://trs.invalid/schemas/null-tolerant/EventMetadata"};
const pattern0 = new RegExp("^[0-9]{7}$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/EventMetadata" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic !== undefined){
let data0 = data.topic;
if((typeof data0 !== "string") && (data0 !== null)){
const err0 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/type",keyword:"type",params:{type: schema12.properties.topic.type}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err1 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(data1 !== null){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"#/properties/applicationRef/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"#/properties/applicationRef/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.data !== undefined){
let data2 = data.data;
if((!(data2 && typeof data2 == "object" && !Array.isArray(data2))) && (data2 !== null)){
const err5 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: schema12.properties.data.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data3 = data.EntryType;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema12.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.CreationDate !== undefined){
let data4 = data.CreationDate;
if((typeof data4 !== "string") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/properties/CreationDate/type",keyword:"type",params:{type: schema12.properties.CreationDate.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data5 = data.ApplicationId;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
const err8 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/properties/ApplicationId/type",keyword:"type",params:{type: schema12.properties.ApplicationId.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data6 = data.ApplicantId;
const _errs19 = errors;
let valid3 = false;
const _errs20 = errors;
const _errs21 = errors;
let valid4 = false;
const _errs22 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err9 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/properties/ApplicantId/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const _errs24 = errors;
if(typeof data6 !== "string"){
const err10 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/properties/ApplicantId/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid2 = _errs24 === errors;
valid4 = valid4 || _valid2;
}
if(!valid4){
const err11 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/properties/ApplicantId/anyOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var _valid1 = _errs20 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs26 = errors;
if(data6 !== null){
const err12 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err13 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data7 = data.ApplicationExternalReference;
if((typeof data7 !== "string") && (data7 !== null)){
const err14 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema12.properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data8 = data.ApplicantExternalReference;
if((typeof data8 !== "string") && (data8 !== null)){
const err15 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema12.properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema17 = {"type":"object","allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantEventData"}],"properties":{"type":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantKind"},{"type":"null"}]},"partnerContactId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ExternalReference"},{"type":"null"}]}},"$id":"https://trs.invalid/schemas/null-tolerant/AddedApplicantData"};
const schema22 = {"anyOf":[{"type":"string"},{"type":"integer"}],"$id":"https://trs.invalid/schemas/null-tolerant/ApplicantKind"};
const schema23 = {"type":"string","$id":"https://trs.invalid/schemas/null-tolerant/ExternalReference"};
const schema18 = {"type":"object","properties":{"applicantRef":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantReference"},{"type":"null"}]},"applicantStatus":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantStatus"},{"type":"null"}]},"reportType":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ReportType"},{"type":"null"}]},"rentShare":{"type":["number","null"]}},"$id":"https://trs.invalid/schemas/null-tolerant/ApplicantEventData"};
const schema21 = {"type":"integer","$id":"https://trs.invalid/schemas/null-tolerant/ReportType"};
const pattern2 = new RegExp("^[A-Z]{1,10}[0-9]{7}$", "u");

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/ApplicantEventData" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.applicantRef !== undefined){
let data0 = data.applicantRef;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 === "string"){
if(!pattern2.test(data0)){
const err0 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(data0 !== null){
const err2 = {instancePath:instancePath+"/applicantRef",schemaPath:"#/properties/applicantRef/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err3 = {instancePath:instancePath+"/applicantRef",schemaPath:"#/properties/applicantRef/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.applicantStatus !== undefined){
let data1 = data.applicantStatus;
const _errs9 = errors;
let valid3 = false;
const _errs10 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/applicantStatus",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs13 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/applicantStatus",schemaPath:"#/properties/applicantStatus/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err6 = {instancePath:instancePath+"/applicantStatus",schemaPath:"#/properties/applicantStatus/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.reportType !== undefined){
let data2 = data.reportType;
const _errs16 = errors;
let valid5 = false;
const _errs17 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/reportType",schemaPath:"https://trs.invalid/schemas/null-tolerant/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs20 = errors;
if(data2 !== null){
const err8 = {instancePath:instancePath+"/reportType",schemaPath:"#/properties/reportType/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid5 = valid5 || _valid2;
}
if(!valid5){
const err9 = {instancePath:instancePath+"/reportType",schemaPath:"#/properties/reportType/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.rentShare !== undefined){
let data3 = data.rentShare;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err10 = {instancePath:instancePath+"/rentShare",schemaPath:"#/properties/rentShare/type",keyword:"type",params:{type: schema18.properties.rentShare.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}


function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/AddedApplicantData" */;
let vErrors = null;
let errors = 0;
if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
const _errs6 = errors;
let valid4 = false;
const _errs7 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantKind/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid1 = _errs7 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs9 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantKind/anyOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid4 = valid4 || _valid1;
}
if(!valid4){
const err2 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantKind/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs11 = errors;
if(data0 !== null){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.partnerContactId !== undefined){
let data1 = data.partnerContactId;
const _errs14 = errors;
let valid5 = false;
const _errs15 = errors;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/partnerContactId",schemaPath:"https://trs.invalid/schemas/null-tolerant/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs18 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/partnerContactId",schemaPath:"#/properties/partnerContactId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid2 = _errs18 === errors;
valid5 = valid5 || _valid2;
}
if(!valid5){
const err7 = {instancePath:instancePath+"/partnerContactId",schemaPath:"#/properties/partnerContactId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const schema25 = {"type":"object","properties":{"Title":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/Title"},{"type":"null"}]},"State":{"type":["string","null"]},"FirstName":{"type":["string","null"],"minLength":1},"LastName":{"type":["string","null"],"minLength":1},"IsNameLegal":{"type":["boolean","null"]},"EmailAddress":{"type":["string","null"],"format":"email"},"BestPhoneNumber":{"type":["string","null"]},"ReportType":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ReportType"},{"type":"null"}]},"ShareOfRent":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/Money"},{"type":"null"}]},"RentCoveredByOtherTenant":{"type":["boolean","null"]},"IsIncomeReferenceRequired":{"type":["boolean","null"]},"IsApplicantFillingTheForm":{"type":["boolean","null"]},"IdentityCheck":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/IdentityCheck"},{"type":"null"}]},"BirthDay":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/IsoDate"}]},{"type":"null"}]},"Nationality":{"type":["string","null"],"minLength":1},"MaritalStatus":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/MaritalStatus"},{"type":"null"}]},"AnyPreviousSurnames":{"type":["boolean","null"]},"HasInsuranceNo":{"type":["boolean","null"]},"InsuranceNo":{"type":["string","null"]},"HasAdverceData":{"type":["boolean","null"]},"AddressHistory":{"type":["array","null"],"items":{"$ref":"https://trs.invalid/schemas/null-tolerant/AddressHistoryEntry"}},"SignedConsent":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/SignedConsent"},{"type":"null"}]},"IncomeEvidence":{"type":["object","null"],"additionalProperties":true},"ExternalReference":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ExternalReference"}]},{"type":"null"}]},"ReferenceNumber":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantReference"}]},{"type":"null"}]}},"$id":"https://trs.invalid/schemas/null-tolerant/ApplicantDetails"};
const schema26 = {"type":"integer","$id":"https://trs.invalid/schemas/null-tolerant/Title"};
const schema28 = {"type":"number","minimum":0,"$id":"https://trs.invalid/schemas/null-tolerant/Money"};
const schema29 = {"type":"object","properties":{"IdVerification":{"type":["boolean","null"]},"RightToRentVerification":{"type":["boolean","null"]},"AMLVerification":{"type":["boolean","null"]},"PEPsAndSanctionsVerification":{"type":["boolean","null"]}},"$id":"https://trs.invalid/schemas/null-tolerant/IdentityCheck"};
const schema30 = {"type":"string","format":"date","$id":"https://trs.invalid/schemas/null-tolerant/IsoDate"};
const schema31 = {"type":"integer","$id":"https://trs.invalid/schemas/null-tolerant/MaritalStatus"};
const func2 = require("ajv/dist/runtime/ucs2length").default;
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats2 = require("ajv-formats/dist/formats").fullFormats.date;
const schema32 = {"type":"object","properties":{"DateMovedIn":{"$ref":"https://trs.invalid/schemas/null-tolerant/IsoDate"},"LivingStatus":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/LivingStatus"},{"type":"null"}]},"Address":{"$ref":"https://trs.invalid/schemas/null-tolerant/Address"}},"required":["DateMovedIn","Address"],"$id":"https://trs.invalid/schemas/null-tolerant/AddressHistoryEntry"};
const schema34 = {"type":"integer","$id":"https://trs.invalid/schemas/null-tolerant/LivingStatus"};
const schema35 = {"type":"object","properties":{"Postcode":{"type":"string"},"HouseNumber":{"type":["string","null"]},"Street":{"type":["string","null"]},"Town":{"type":["string","null"]},"County":{"type":["string","null"]},"Country":{"type":["string","null"]}},"required":["Postcode"],"$id":"https://trs.invalid/schemas/null-tolerant/Address"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/AddressHistoryEntry" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DateMovedIn === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DateMovedIn"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.DateMovedIn !== undefined){
let data0 = data.DateMovedIn;
if(typeof data0 === "string"){
if(!(formats2.validate(data0))){
const err2 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.LivingStatus !== undefined){
let data1 = data.LivingStatus;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/LivingStatus",schemaPath:"https://trs.invalid/schemas/null-tolerant/LivingStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs9 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/LivingStatus",schemaPath:"#/properties/LivingStatus/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err6 = {instancePath:instancePath+"/LivingStatus",schemaPath:"#/properties/LivingStatus/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.Address !== undefined){
let data2 = data.Address;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.Postcode === undefined){
const err7 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/required",keyword:"required",params:{missingProperty: "Postcode"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.Postcode !== undefined){
if(typeof data2.Postcode !== "string"){
const err8 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/Postcode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.HouseNumber !== undefined){
let data4 = data2.HouseNumber;
if((typeof data4 !== "string") && (data4 !== null)){
const err9 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/HouseNumber/type",keyword:"type",params:{type: schema35.properties.HouseNumber.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.Street !== undefined){
let data5 = data2.Street;
if((typeof data5 !== "string") && (data5 !== null)){
const err10 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/Street/type",keyword:"type",params:{type: schema35.properties.Street.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.Town !== undefined){
let data6 = data2.Town;
if((typeof data6 !== "string") && (data6 !== null)){
const err11 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/Town/type",keyword:"type",params:{type: schema35.properties.Town.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.County !== undefined){
let data7 = data2.County;
if((typeof data7 !== "string") && (data7 !== null)){
const err12 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/County/type",keyword:"type",params:{type: schema35.properties.County.type}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.Country !== undefined){
let data8 = data2.Country;
if((typeof data8 !== "string") && (data8 !== null)){
const err13 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/Country/type",keyword:"type",params:{type: schema35.properties.Country.type}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

const schema36 = {"type":"object","properties":{"DeliveryMethod":{"$ref":"https://trs.invalid/schemas/null-tolerant/DeliveryMethod"}},"required":["DeliveryMethod"],"$id":"https://trs.invalid/schemas/null-tolerant/SignedConsent"};
const schema37 = {"type":"integer","$id":"https://trs.invalid/schemas/null-tolerant/DeliveryMethod"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/SignedConsent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DeliveryMethod === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeliveryMethod"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.DeliveryMethod !== undefined){
let data0 = data.DeliveryMethod;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/DeliveryMethod",schemaPath:"https://trs.invalid/schemas/null-tolerant/DeliveryMethod/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/ApplicantDetails" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Title !== undefined){
let data0 = data.Title;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/Title",schemaPath:"https://trs.invalid/schemas/null-tolerant/Title/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(data0 !== null){
const err1 = {instancePath:instancePath+"/Title",schemaPath:"#/properties/Title/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err2 = {instancePath:instancePath+"/Title",schemaPath:"#/properties/Title/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.State !== undefined){
let data1 = data.State;
if((typeof data1 !== "string") && (data1 !== null)){
const err3 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: schema25.properties.State.type}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.FirstName !== undefined){
let data2 = data.FirstName;
if((typeof data2 !== "string") && (data2 !== null)){
const err4 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/type",keyword:"type",params:{type: schema25.properties.FirstName.type}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err5 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.LastName !== undefined){
let data3 = data.LastName;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/type",keyword:"type",params:{type: schema25.properties.LastName.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err7 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.IsNameLegal !== undefined){
let data4 = data.IsNameLegal;
if((typeof data4 !== "boolean") && (data4 !== null)){
const err8 = {instancePath:instancePath+"/IsNameLegal",schemaPath:"#/properties/IsNameLegal/type",keyword:"type",params:{type: schema25.properties.IsNameLegal.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.EmailAddress !== undefined){
let data5 = data.EmailAddress;
if((typeof data5 !== "string") && (data5 !== null)){
const err9 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/type",keyword:"type",params:{type: schema25.properties.EmailAddress.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err10 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.BestPhoneNumber !== undefined){
let data6 = data.BestPhoneNumber;
if((typeof data6 !== "string") && (data6 !== null)){
const err11 = {instancePath:instancePath+"/BestPhoneNumber",schemaPath:"#/properties/BestPhoneNumber/type",keyword:"type",params:{type: schema25.properties.BestPhoneNumber.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data7 = data.ReportType;
const _errs21 = errors;
let valid3 = false;
const _errs22 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err12 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/null-tolerant/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs25 = errors;
if(data7 !== null){
const err13 = {instancePath:instancePath+"/ReportType",schemaPath:"#/properties/ReportType/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err14 = {instancePath:instancePath+"/ReportType",schemaPath:"#/properties/ReportType/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.ShareOfRent !== undefined){
let data8 = data.ShareOfRent;
const _errs28 = errors;
let valid5 = false;
const _errs29 = errors;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err15 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs29 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs32 = errors;
if(data8 !== null){
const err17 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"#/properties/ShareOfRent/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid5 = valid5 || _valid2;
}
if(!valid5){
const err18 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"#/properties/ShareOfRent/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data.RentCoveredByOtherTenant !== undefined){
let data9 = data.RentCoveredByOtherTenant;
if((typeof data9 !== "boolean") && (data9 !== null)){
const err19 = {instancePath:instancePath+"/RentCoveredByOtherTenant",schemaPath:"#/properties/RentCoveredByOtherTenant/type",keyword:"type",params:{type: schema25.properties.RentCoveredByOtherTenant.type}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.IsIncomeReferenceRequired !== undefined){
let data10 = data.IsIncomeReferenceRequired;
if((typeof data10 !== "boolean") && (data10 !== null)){
const err20 = {instancePath:instancePath+"/IsIncomeReferenceRequired",schemaPath:"#/properties/IsIncomeReferenceRequired/type",keyword:"type",params:{type: schema25.properties.IsIncomeReferenceRequired.type}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.IsApplicantFillingTheForm !== undefined){
let data11 = data.IsApplicantFillingTheForm;
if((typeof data11 !== "boolean") && (data11 !== null)){
const err21 = {instancePath:instancePath+"/IsApplicantFillingTheForm",schemaPath:"#/properties/IsApplicantFillingTheForm/type",keyword:"type",params:{type: schema25.properties.IsApplicantFillingTheForm.type}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.IdentityCheck !== undefined){
let data12 = data.IdentityCheck;
const _errs41 = errors;
let valid7 = false;
const _errs42 = errors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.IdVerification !== undefined){
let data13 = data12.IdVerification;
if((typeof data13 !== "boolean") && (data13 !== null)){
const err22 = {instancePath:instancePath+"/IdentityCheck/IdVerification",schemaPath:"https://trs.invalid/schemas/null-tolerant/IdentityCheck/properties/IdVerification/type",keyword:"type",params:{type: schema29.properties.IdVerification.type}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data12.RightToRentVerification !== undefined){
let data14 = data12.RightToRentVerification;
if((typeof data14 !== "boolean") && (data14 !== null)){
const err23 = {instancePath:instancePath+"/IdentityCheck/RightToRentVerification",schemaPath:"https://trs.invalid/schemas/null-tolerant/IdentityCheck/properties/RightToRentVerification/type",keyword:"type",params:{type: schema29.properties.RightToRentVerification.type}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data12.AMLVerification !== undefined){
let data15 = data12.AMLVerification;
if((typeof data15 !== "boolean") && (data15 !== null)){
const err24 = {instancePath:instancePath+"/IdentityCheck/AMLVerification",schemaPath:"https://trs.invalid/schemas/null-tolerant/IdentityCheck/properties/AMLVerification/type",keyword:"type",params:{type: schema29.properties.AMLVerification.type}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data12.PEPsAndSanctionsVerification !== undefined){
let data16 = data12.PEPsAndSanctionsVerification;
if((typeof data16 !== "boolean") && (data16 !== null)){
const err25 = {instancePath:instancePath+"/IdentityCheck/PEPsAndSanctionsVerification",schemaPath:"https://trs.invalid/schemas/null-tolerant/IdentityCheck/properties/PEPsAndSanctionsVerification/type",keyword:"type",params:{type: schema29.properties.PEPsAndSanctionsVerification.type}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/null-tolerant/IdentityCheck/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid3 = _errs42 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const _errs53 = errors;
if(data12 !== null){
const err27 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"#/properties/IdentityCheck/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid3 = _errs53 === errors;
valid7 = valid7 || _valid3;
}
if(!valid7){
const err28 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"#/properties/IdentityCheck/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
}
if(data.BirthDay !== undefined){
let data17 = data.BirthDay;
const _errs56 = errors;
let valid10 = false;
const _errs57 = errors;
if(typeof data17 === "string"){
if(!(formats2.validate(data17))){
const err29 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid4 = _errs57 === errors;
valid10 = valid10 || _valid4;
if(!valid10){
const _errs61 = errors;
if(data17 !== null){
const err31 = {instancePath:instancePath+"/BirthDay",schemaPath:"#/properties/BirthDay/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid4 = _errs61 === errors;
valid10 = valid10 || _valid4;
}
if(!valid10){
const err32 = {instancePath:instancePath+"/BirthDay",schemaPath:"#/properties/BirthDay/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
}
if(data.Nationality !== undefined){
let data18 = data.Nationality;
if((typeof data18 !== "string") && (data18 !== null)){
const err33 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/type",keyword:"type",params:{type: schema25.properties.Nationality.type}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data18 === "string"){
if(func2(data18) < 1){
const err34 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data.MaritalStatus !== undefined){
let data19 = data.MaritalStatus;
const _errs66 = errors;
let valid13 = false;
const _errs67 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err35 = {instancePath:instancePath+"/MaritalStatus",schemaPath:"https://trs.invalid/schemas/null-tolerant/MaritalStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid5 = _errs67 === errors;
valid13 = valid13 || _valid5;
if(!valid13){
const _errs70 = errors;
if(data19 !== null){
const err36 = {instancePath:instancePath+"/MaritalStatus",schemaPath:"#/properties/MaritalStatus/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid5 = _errs70 === errors;
valid13 = valid13 || _valid5;
}
if(!valid13){
const err37 = {instancePath:instancePath+"/MaritalStatus",schemaPath:"#/properties/MaritalStatus/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
}
if(data.AnyPreviousSurnames !== undefined){
let data20 = data.AnyPreviousSurnames;
if((typeof data20 !== "boolean") && (data20 !== null)){
const err38 = {instancePath:instancePath+"/AnyPreviousSurnames",schemaPath:"#/properties/AnyPreviousSurnames/type",keyword:"type",params:{type: schema25.properties.AnyPreviousSurnames.type}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.HasInsuranceNo !== undefined){
let data21 = data.HasInsuranceNo;
if((typeof data21 !== "boolean") && (data21 !== null)){
const err39 = {instancePath:instancePath+"/HasInsuranceNo",schemaPath:"#/properties/HasInsuranceNo/type",keyword:"type",params:{type: schema25.properties.HasInsuranceNo.type}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.InsuranceNo !== undefined){
let data22 = data.InsuranceNo;
if((typeof data22 !== "string") && (data22 !== null)){
const err40 = {instancePath:instancePath+"/InsuranceNo",schemaPath:"#/properties/InsuranceNo/type",keyword:"type",params:{type: schema25.properties.InsuranceNo.type}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.HasAdverceData !== undefined){
let data23 = data.HasAdverceData;
if((typeof data23 !== "boolean") && (data23 !== null)){
const err41 = {instancePath:instancePath+"/HasAdverceData",schemaPath:"#/properties/HasAdverceData/type",keyword:"type",params:{type: schema25.properties.HasAdverceData.type}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.AddressHistory !== undefined){
let data24 = data.AddressHistory;
if((!(Array.isArray(data24))) && (data24 !== null)){
const err42 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/type",keyword:"type",params:{type: schema25.properties.AddressHistory.type}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(Array.isArray(data24)){
const len0 = data24.length;
for(let i0=0; i0<len0; i0++){
if(!(validate18(data24[i0], {instancePath:instancePath+"/AddressHistory/" + i0,parentData:data24,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
}
}
}
if(data.SignedConsent !== undefined){
let data26 = data.SignedConsent;
const _errs84 = errors;
let valid17 = false;
const _errs85 = errors;
if(!(validate20(data26, {instancePath:instancePath+"/SignedConsent",parentData:data,parentDataProperty:"SignedConsent",rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
var _valid6 = _errs85 === errors;
valid17 = valid17 || _valid6;
if(!valid17){
const _errs86 = errors;
if(data26 !== null){
const err43 = {instancePath:instancePath+"/SignedConsent",schemaPath:"#/properties/SignedConsent/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid6 = _errs86 === errors;
valid17 = valid17 || _valid6;
}
if(!valid17){
const err44 = {instancePath:instancePath+"/SignedConsent",schemaPath:"#/properties/SignedConsent/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs84;
if(vErrors !== null){
if(_errs84){
vErrors.length = _errs84;
}
else {
vErrors = null;
}
}
}
}
if(data.IncomeEvidence !== undefined){
let data27 = data.IncomeEvidence;
if((!(data27 && typeof data27 == "object" && !Array.isArray(data27))) && (data27 !== null)){
const err45 = {instancePath:instancePath+"/IncomeEvidence",schemaPath:"#/properties/IncomeEvidence/type",keyword:"type",params:{type: schema25.properties.IncomeEvidence.type}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.ExternalReference !== undefined){
let data28 = data.ExternalReference;
const _errs92 = errors;
let valid18 = false;
const _errs93 = errors;
if(typeof data28 !== "string"){
const err46 = {instancePath:instancePath+"/ExternalReference",schemaPath:"https://trs.invalid/schemas/null-tolerant/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid7 = _errs93 === errors;
valid18 = valid18 || _valid7;
if(!valid18){
const _errs97 = errors;
if(data28 !== null){
const err47 = {instancePath:instancePath+"/ExternalReference",schemaPath:"#/properties/ExternalReference/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid7 = _errs97 === errors;
valid18 = valid18 || _valid7;
}
if(!valid18){
const err48 = {instancePath:instancePath+"/ExternalReference",schemaPath:"#/properties/ExternalReference/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs92;
if(vErrors !== null){
if(_errs92){
vErrors.length = _errs92;
}
else {
vErrors = null;
}
}
}
}
if(data.ReferenceNumber !== undefined){
let data29 = data.ReferenceNumber;
const _errs100 = errors;
let valid21 = false;
const _errs101 = errors;
if(typeof data29 === "string"){
if(!pattern2.test(data29)){
const err49 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid8 = _errs101 === errors;
valid21 = valid21 || _valid8;
if(!valid21){
const _errs105 = errors;
if(data29 !== null){
const err51 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"#/properties/ReferenceNumber/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid8 = _errs105 === errors;
valid21 = valid21 || _valid8;
}
if(!valid21){
const err52 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"#/properties/ReferenceNumber/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs100;
if(vErrors !== null){
if(_errs100){
vErrors.length = _errs100;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/AddApplicantEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("addApplicant" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "addApplicant"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
const _errs7 = errors;
let valid3 = false;
const _errs8 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/applicationStatus",schemaPath:"https://trs.invalid/schemas/null-tolerant/TenancyStep/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs12 = errors;
if(data2 !== null){
const err7 = {instancePath:instancePath+"/applicationStatus",schemaPath:"#/properties/applicationStatus/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err8 = {instancePath:instancePath+"/applicationStatus",schemaPath:"#/properties/applicationStatus/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.Status !== undefined){
let data3 = data.Status;
const _errs15 = errors;
let valid6 = false;
const _errs16 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const _errs19 = errors;
if(data3 !== null){
const err10 = {instancePath:instancePath+"/Status",schemaPath:"#/properties/Status/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid6 = valid6 || _valid1;
}
if(!valid6){
const err11 = {instancePath:instancePath+"/Status",schemaPath:"#/properties/Status/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.data !== undefined){
let data4 = data.data;
if(!(validate13(data4, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.applicantRef === undefined){
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.applicantRef !== undefined){
let data5 = data4.applicantRef;
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
const err13 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.Applicant !== undefined){
let data6 = data.Applicant;
const _errs28 = errors;
let valid11 = false;
const _errs29 = errors;
if(!(validate17(data6, {instancePath:instancePath+"/Applicant",parentData:data,parentDataProperty:"Applicant",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var _valid2 = _errs29 === errors;
valid11 = valid11 || _valid2;
if(!valid11){
const _errs31 = errors;
if(data6 !== null){
const err16 = {instancePath:instancePath+"/Applicant",schemaPath:"#/properties/Applicant/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs31 === errors;
valid11 = valid11 || _valid2;
}
if(!valid11){
const err17 = {instancePath:instancePath+"/Applicant",schemaPath:"#/properties/Applicant/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data.EntryType !== undefined){
let data7 = data.EntryType;
if((typeof data7 !== "string") && (data7 !== null)){
const err18 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema11.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const AddNoteEvent = validate23;
const schema40 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["data"],"properties":{"topic":{"enum":["addNote",null]},"applicationRef":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},{"type":"null"}]},"data":{"type":"object","properties":{"typeId":{"type":["string","null"]},"description":{"type":["string","null"]}}},"EntryType":{"type":["string","null"]},"Timestamp":{"type":["string","null"]},"Author":{"type":["string","null"]},"Content":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/AddNoteEvent"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/AddNoteEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.topic !== undefined){
let data0 = data.topic;
if(!((data0 === "addNote") || (data0 === null))){
const err1 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/enum",keyword:"enum",params:{allowedValues: schema40.properties.topic.enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err2 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs8 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"#/properties/applicationRef/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"#/properties/applicationRef/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.typeId !== undefined){
let data3 = data2.typeId;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/data/typeId",schemaPath:"#/properties/data/properties/typeId/type",keyword:"type",params:{type: schema40.properties.data.properties.typeId.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.description !== undefined){
let data4 = data2.description;
if((typeof data4 !== "string") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/data/description",schemaPath:"#/properties/data/properties/description/type",keyword:"type",params:{type: schema40.properties.data.properties.description.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data5 = data.EntryType;
if((typeof data5 !== "string") && (data5 !== null)){
const err9 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema40.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Timestamp !== undefined){
let data6 = data.Timestamp;
if((typeof data6 !== "string") && (data6 !== null)){
const err10 = {instancePath:instancePath+"/Timestamp",schemaPath:"#/properties/Timestamp/type",keyword:"type",params:{type: schema40.properties.Timestamp.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.Author !== undefined){
let data7 = data.Author;
if((typeof data7 !== "string") && (data7 !== null)){
const err11 = {instancePath:instancePath+"/Author",schemaPath:"#/properties/Author/type",keyword:"type",params:{type: schema40.properties.Author.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.Content !== undefined){
let data8 = data.Content;
if((typeof data8 !== "string") && (data8 !== null)){
const err12 = {instancePath:instancePath+"/Content",schemaPath:"#/properties/Content/type",keyword:"type",params:{type: schema40.properties.Content.type}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

export const AgreedRentConfirmationFinalisedEvent = validate25;
const schema42 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"},{"$ref":"https://trs.invalid/schemas/null-tolerant/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"agreedRentConfirmationFinalised"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"documentS3Key":{"type":["string","null"]},"documentName":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/AgreedRentConfirmationFinalisedEvent"};
const schema43 = {"type":"object","properties":{"applicationRef":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},{"type":"null"}]},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ExternalReference"},{"type":"null"}]},"ApplicationId":{"type":["integer","null"]},"EntryType":{"type":["string","null"]}},"$id":"https://trs.invalid/schemas/null-tolerant/RentReviewEvent"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/RentReviewEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.applicationRef !== undefined){
let data0 = data.applicationRef;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err0 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(data0 !== null){
const err2 = {instancePath:instancePath+"/applicationRef",schemaPath:"#/properties/applicationRef/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"#/properties/applicationRef/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.partnerTenancyId !== undefined){
let data1 = data.partnerTenancyId;
const _errs9 = errors;
let valid3 = false;
const _errs10 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/null-tolerant/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs13 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err6 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationId !== undefined){
let data2 = data.ApplicationId;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err7 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/properties/ApplicationId/type",keyword:"type",params:{type: schema43.properties.ApplicationId.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data3 = data.EntryType;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema43.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/AgreedRentConfirmationFinalisedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("agreedRentConfirmationFinalised" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "agreedRentConfirmationFinalised"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
let data2 = data.documentS3Key;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: schema42.properties.documentS3Key.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
let data3 = data.documentName;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: schema42.properties.documentName.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

export const AgreedRentConfirmationIssuedEvent = validate29;
const schema47 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"},{"$ref":"https://trs.invalid/schemas/null-tolerant/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"agreedRentConfirmationIssued"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"documentS3Key":{"type":["string","null"]},"documentName":{"type":["string","null"]},"journalNoteText":{"type":["string","null"]},"statusText":{"type":["string","null"]},"agreedRentAmount":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/Money"}]},{"type":"null"}]},"agreedRentStartDate":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/IsoDate"}]},{"type":"null"}]}},"$id":"https://trs.invalid/validators/AgreedRentConfirmationIssuedEvent"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/AgreedRentConfirmationIssuedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("agreedRentConfirmationIssued" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "agreedRentConfirmationIssued"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
let data2 = data.documentS3Key;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: schema47.properties.documentS3Key.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
let data3 = data.documentName;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: schema47.properties.documentName.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
let data4 = data.journalNoteText;
if((typeof data4 !== "string") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: schema47.properties.journalNoteText.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.statusText !== undefined){
let data5 = data.statusText;
if((typeof data5 !== "string") && (data5 !== null)){
const err8 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: schema47.properties.statusText.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.agreedRentAmount !== undefined){
let data6 = data.agreedRentAmount;
const _errs16 = errors;
let valid3 = false;
const _errs17 = errors;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err9 = {instancePath:instancePath+"/agreedRentAmount",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/agreedRentAmount",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs21 = errors;
if(data6 !== null){
const err11 = {instancePath:instancePath+"/agreedRentAmount",schemaPath:"#/properties/agreedRentAmount/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err12 = {instancePath:instancePath+"/agreedRentAmount",schemaPath:"#/properties/agreedRentAmount/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.agreedRentStartDate !== undefined){
let data7 = data.agreedRentStartDate;
const _errs24 = errors;
let valid6 = false;
const _errs25 = errors;
if(typeof data7 === "string"){
if(!(formats2.validate(data7))){
const err13 = {instancePath:instancePath+"/agreedRentStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/agreedRentStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const _errs29 = errors;
if(data7 !== null){
const err15 = {instancePath:instancePath+"/agreedRentStartDate",schemaPath:"#/properties/agreedRentStartDate/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid6 = valid6 || _valid1;
}
if(!valid6){
const err16 = {instancePath:instancePath+"/agreedRentStartDate",schemaPath:"#/properties/agreedRentStartDate/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

export const Applicant = validate32;
const schema51 = {"$ref":"https://trs.invalid/schemas/closed/Applicant","$id":"https://trs.invalid/validators/Applicant"};
const schema52 = {"type":"object","required":["FirstName","LastName","EmailAddress","BirthDay","Nationality","MaritalStatus","AddressHistory","SignedConsent"],"properties":{"AddressHistory":{"allOf":[{"type":"array","items":{"$ref":"https://trs.invalid/schemas/closed/AddressHistoryEntry"}},{"type":"array","minItems":1,"items":{"$ref":"https://trs.invalid/schemas/closed/AddressHistoryEntry"}}]},"Title":{"$ref":"https://trs.invalid/schemas/closed/Title"},"State":{"type":"string"},"FirstName":{"type":"string","minLength":1},"LastName":{"type":"string","minLength":1},"IsNameLegal":{"type":"boolean"},"EmailAddress":{"type":"string","format":"email"},"BestPhoneNumber":{"type":"string"},"ReportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"ShareOfRent":{"$ref":"https://trs.invalid/schemas/closed/Money"},"RentCoveredByOtherTenant":{"type":"boolean"},"IsIncomeReferenceRequired":{"type":"boolean"},"IsApplicantFillingTheForm":{"type":"boolean"},"IdentityCheck":{"$ref":"https://trs.invalid/schemas/closed/IdentityCheck"},"BirthDay":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/IsoDate"}]},"Nationality":{"type":"string","minLength":1},"MaritalStatus":{"$ref":"https://trs.invalid/schemas/closed/MaritalStatus"},"AnyPreviousSurnames":{"type":"boolean"},"HasInsuranceNo":{"type":"boolean"},"InsuranceNo":{"type":"string"},"HasAdverceData":{"type":"boolean"},"SignedConsent":{"$ref":"https://trs.invalid/schemas/closed/SignedConsent"},"IncomeEvidence":{"type":"object","additionalProperties":true},"ExternalReference":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"}]},"ReferenceNumber":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}]}},"if":{"properties":{"Title":{"const":10}},"required":["Title"]},"then":{"properties":{"State":{"type":"string","minLength":1}},"required":["State"]},"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Applicant"};
const schema57 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/Title"};
const schema58 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/ReportType"};
const schema59 = {"type":"number","minimum":0,"$id":"https://trs.invalid/schemas/closed/Money"};
const schema60 = {"type":"object","properties":{"IdVerification":{"type":"boolean"},"RightToRentVerification":{"type":"boolean"},"AMLVerification":{"type":"boolean"},"PEPsAndSanctionsVerification":{"type":"boolean"}},"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/IdentityCheck"};
const schema54 = {"type":"string","format":"date","$id":"https://trs.invalid/schemas/closed/IsoDate"};
const schema62 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/MaritalStatus"};
const schema65 = {"type":"string","$id":"https://trs.invalid/schemas/closed/ExternalReference"};
const schema66 = {"type":"string","pattern":"^[A-Z]{1,10}[0-9]{7}$","$id":"https://trs.invalid/schemas/closed/ApplicantReference"};
const func6 = Object.prototype.hasOwnProperty;
const schema53 = {"type":"object","properties":{"DateMovedIn":{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},"LivingStatus":{"$ref":"https://trs.invalid/schemas/closed/LivingStatus"},"Address":{"$ref":"https://trs.invalid/schemas/closed/Address"}},"required":["DateMovedIn","Address"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/AddressHistoryEntry"};
const schema55 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/LivingStatus"};
const schema56 = {"type":"object","properties":{"Postcode":{"type":"string"},"HouseNumber":{"type":"string"},"Street":{"type":"string"},"Town":{"type":"string"},"County":{"type":"string"},"Country":{"type":"string"}},"required":["Postcode"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Address"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/AddressHistoryEntry" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DateMovedIn === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DateMovedIn"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "DateMovedIn") || (key0 === "LivingStatus")) || (key0 === "Address"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.DateMovedIn !== undefined){
let data0 = data.DateMovedIn;
if(typeof data0 === "string"){
if(!(formats2.validate(data0))){
const err3 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.LivingStatus !== undefined){
let data1 = data.LivingStatus;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/LivingStatus",schemaPath:"https://trs.invalid/schemas/closed/LivingStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Address !== undefined){
let data2 = data.Address;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.Postcode === undefined){
const err6 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/required",keyword:"required",params:{missingProperty: "Postcode"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data2){
if(!((((((key1 === "Postcode") || (key1 === "HouseNumber")) || (key1 === "Street")) || (key1 === "Town")) || (key1 === "County")) || (key1 === "Country"))){
const err7 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.Postcode !== undefined){
if(typeof data2.Postcode !== "string"){
const err8 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Postcode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.HouseNumber !== undefined){
if(typeof data2.HouseNumber !== "string"){
const err9 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/HouseNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.Street !== undefined){
if(typeof data2.Street !== "string"){
const err10 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Street/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.Town !== undefined){
if(typeof data2.Town !== "string"){
const err11 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Town/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.County !== undefined){
if(typeof data2.County !== "string"){
const err12 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/County/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.Country !== undefined){
if(typeof data2.Country !== "string"){
const err13 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Country/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

const schema63 = {"type":"object","properties":{"DeliveryMethod":{"$ref":"https://trs.invalid/schemas/closed/DeliveryMethod"}},"required":["DeliveryMethod"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/SignedConsent"};
const schema64 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/DeliveryMethod"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/SignedConsent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DeliveryMethod === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeliveryMethod"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "DeliveryMethod")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.DeliveryMethod !== undefined){
let data0 = data.DeliveryMethod;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/DeliveryMethod",schemaPath:"https://trs.invalid/schemas/closed/DeliveryMethod/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/Applicant" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Title === undefined) && (missing0 = "Title")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.Title !== undefined){
if(10 !== data.Title){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.State === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "State"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.State !== undefined){
let data1 = data.State;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err3 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.FirstName === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "FirstName"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.LastName === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LastName"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.EmailAddress === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EmailAddress"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.BirthDay === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "BirthDay"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.Nationality === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Nationality"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.MaritalStatus === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MaritalStatus"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.AddressHistory === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "AddressHistory"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.SignedConsent === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "SignedConsent"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema52.properties, key0))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.AddressHistory !== undefined){
let data2 = data.AddressHistory;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate34(data2[i0], {instancePath:instancePath+"/AddressHistory/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/allOf/0/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(Array.isArray(data2)){
if(data2.length < 1){
const err16 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/allOf/1/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate34(data2[i1], {instancePath:instancePath+"/AddressHistory/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/allOf/1/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.Title !== undefined){
let data5 = data.Title;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/Title",schemaPath:"https://trs.invalid/schemas/closed/Title/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.State !== undefined){
if(typeof data.State !== "string"){
const err19 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.FirstName !== undefined){
let data7 = data.FirstName;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err20 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.LastName !== undefined){
let data8 = data.LastName;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err22 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.IsNameLegal !== undefined){
if(typeof data.IsNameLegal !== "boolean"){
const err24 = {instancePath:instancePath+"/IsNameLegal",schemaPath:"#/properties/IsNameLegal/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.EmailAddress !== undefined){
let data10 = data.EmailAddress;
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
const err25 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.BestPhoneNumber !== undefined){
if(typeof data.BestPhoneNumber !== "string"){
const err27 = {instancePath:instancePath+"/BestPhoneNumber",schemaPath:"#/properties/BestPhoneNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data12 = data.ReportType;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.ShareOfRent !== undefined){
let data13 = data.ShareOfRent;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err29 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.RentCoveredByOtherTenant !== undefined){
if(typeof data.RentCoveredByOtherTenant !== "boolean"){
const err31 = {instancePath:instancePath+"/RentCoveredByOtherTenant",schemaPath:"#/properties/RentCoveredByOtherTenant/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.IsIncomeReferenceRequired !== undefined){
if(typeof data.IsIncomeReferenceRequired !== "boolean"){
const err32 = {instancePath:instancePath+"/IsIncomeReferenceRequired",schemaPath:"#/properties/IsIncomeReferenceRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.IsApplicantFillingTheForm !== undefined){
if(typeof data.IsApplicantFillingTheForm !== "boolean"){
const err33 = {instancePath:instancePath+"/IsApplicantFillingTheForm",schemaPath:"#/properties/IsApplicantFillingTheForm/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.IdentityCheck !== undefined){
let data17 = data.IdentityCheck;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key1 in data17){
if(!((((key1 === "IdVerification") || (key1 === "RightToRentVerification")) || (key1 === "AMLVerification")) || (key1 === "PEPsAndSanctionsVerification"))){
const err34 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data17.IdVerification !== undefined){
if(typeof data17.IdVerification !== "boolean"){
const err35 = {instancePath:instancePath+"/IdentityCheck/IdVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/IdVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data17.RightToRentVerification !== undefined){
if(typeof data17.RightToRentVerification !== "boolean"){
const err36 = {instancePath:instancePath+"/IdentityCheck/RightToRentVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/RightToRentVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data17.AMLVerification !== undefined){
if(typeof data17.AMLVerification !== "boolean"){
const err37 = {instancePath:instancePath+"/IdentityCheck/AMLVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/AMLVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data17.PEPsAndSanctionsVerification !== undefined){
if(typeof data17.PEPsAndSanctionsVerification !== "boolean"){
const err38 = {instancePath:instancePath+"/IdentityCheck/PEPsAndSanctionsVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/PEPsAndSanctionsVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.BirthDay !== undefined){
let data22 = data.BirthDay;
if(typeof data22 === "string"){
if(!(formats2.validate(data22))){
const err40 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.Nationality !== undefined){
let data23 = data.Nationality;
if(typeof data23 === "string"){
if(func2(data23) < 1){
const err42 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.MaritalStatus !== undefined){
let data24 = data.MaritalStatus;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err44 = {instancePath:instancePath+"/MaritalStatus",schemaPath:"https://trs.invalid/schemas/closed/MaritalStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.AnyPreviousSurnames !== undefined){
if(typeof data.AnyPreviousSurnames !== "boolean"){
const err45 = {instancePath:instancePath+"/AnyPreviousSurnames",schemaPath:"#/properties/AnyPreviousSurnames/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.HasInsuranceNo !== undefined){
if(typeof data.HasInsuranceNo !== "boolean"){
const err46 = {instancePath:instancePath+"/HasInsuranceNo",schemaPath:"#/properties/HasInsuranceNo/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.InsuranceNo !== undefined){
if(typeof data.InsuranceNo !== "string"){
const err47 = {instancePath:instancePath+"/InsuranceNo",schemaPath:"#/properties/InsuranceNo/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.HasAdverceData !== undefined){
if(typeof data.HasAdverceData !== "boolean"){
const err48 = {instancePath:instancePath+"/HasAdverceData",schemaPath:"#/properties/HasAdverceData/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.SignedConsent !== undefined){
if(!(validate37(data.SignedConsent, {instancePath:instancePath+"/SignedConsent",parentData:data,parentDataProperty:"SignedConsent",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.IncomeEvidence !== undefined){
let data30 = data.IncomeEvidence;
if(!(data30 && typeof data30 == "object" && !Array.isArray(data30))){
const err49 = {instancePath:instancePath+"/IncomeEvidence",schemaPath:"#/properties/IncomeEvidence/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.ExternalReference !== undefined){
if(typeof data.ExternalReference !== "string"){
const err50 = {instancePath:instancePath+"/ExternalReference",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.ReferenceNumber !== undefined){
let data32 = data.ReferenceNumber;
if(typeof data32 === "string"){
if(!pattern2.test(data32)){
const err51 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/Applicant" */;
let vErrors = null;
let errors = 0;
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
validate32.errors = vErrors;
return errors === 0;
}

export const ApplicantDetails = validate40;
const schema67 = {"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantDetails","$id":"https://trs.invalid/validators/ApplicantDetails"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicantDetails" */;
let vErrors = null;
let errors = 0;
if(!(validate17(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
validate40.errors = vErrors;
return errors === 0;
}

export const ApplicantReopenedEvent = validate42;
const schema68 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["topic","applicationRef","applicantRef"],"properties":{"topic":{"const":"applicantReopened"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"applicantRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantReference"},"EntryType":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/ApplicantReopenedEvent"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicantReopenedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.applicantRef === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("applicantReopened" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "applicantReopened"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicantRef !== undefined){
let data2 = data.applicantRef;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err6 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data3 = data.EntryType;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema68.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}

export const Application = validate44;
const schema71 = {"$ref":"https://trs.invalid/schemas/closed/Application","$id":"https://trs.invalid/validators/Application"};
const schema72 = {"type":"object","properties":{"ExternalReference":{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},"RentalDetails":{"$ref":"https://trs.invalid/schemas/closed/RentalDetails"},"PropertyInformation":{"$ref":"https://trs.invalid/schemas/closed/PropertyInformation"},"InviteLandlordForAMLCheck":{"type":"boolean"},"ReferenceRequired":{"type":"boolean"}},"required":["RentalDetails","PropertyInformation"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Application"};
const schema74 = {"type":"object","properties":{"MonthlyRent":{"$ref":"https://trs.invalid/schemas/closed/Money"},"BillsIncludedWithinTheRent":{"type":"boolean"},"TenancyTerm":{"type":"integer","minimum":1},"TenancyStartDate":{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},"HowWillTheProperyBeManaged":{"$ref":"https://trs.invalid/schemas/closed/ManagementType"},"RentalFrequency":{"$ref":"https://trs.invalid/schemas/closed/RentalFrequency"}},"required":["MonthlyRent","TenancyStartDate"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/RentalDetails"};
const schema77 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/ManagementType"};
const schema78 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/RentalFrequency"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/RentalDetails" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.MonthlyRent === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MonthlyRent"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TenancyStartDate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TenancyStartDate"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "MonthlyRent") || (key0 === "BillsIncludedWithinTheRent")) || (key0 === "TenancyTerm")) || (key0 === "TenancyStartDate")) || (key0 === "HowWillTheProperyBeManaged")) || (key0 === "RentalFrequency"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.MonthlyRent !== undefined){
let data0 = data.MonthlyRent;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.BillsIncludedWithinTheRent !== undefined){
if(typeof data.BillsIncludedWithinTheRent !== "boolean"){
const err5 = {instancePath:instancePath+"/BillsIncludedWithinTheRent",schemaPath:"#/properties/BillsIncludedWithinTheRent/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.TenancyTerm !== undefined){
let data2 = data.TenancyTerm;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.TenancyStartDate !== undefined){
let data3 = data.TenancyStartDate;
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err8 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.HowWillTheProperyBeManaged !== undefined){
let data4 = data.HowWillTheProperyBeManaged;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/HowWillTheProperyBeManaged",schemaPath:"https://trs.invalid/schemas/closed/ManagementType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.RentalFrequency !== undefined){
let data5 = data.RentalFrequency;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/RentalFrequency",schemaPath:"https://trs.invalid/schemas/closed/RentalFrequency/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}

const schema79 = {"type":"object","properties":{"IsLandlordKnown":{"type":"boolean"},"IsHMO":{"type":"boolean"},"NumberOfBedrooms":{"type":"integer","minimum":0},"Address":{"$ref":"https://trs.invalid/schemas/closed/Address"}},"required":["Address"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/PropertyInformation"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/PropertyInformation" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "IsLandlordKnown") || (key0 === "IsHMO")) || (key0 === "NumberOfBedrooms")) || (key0 === "Address"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.IsLandlordKnown !== undefined){
if(typeof data.IsLandlordKnown !== "boolean"){
const err2 = {instancePath:instancePath+"/IsLandlordKnown",schemaPath:"#/properties/IsLandlordKnown/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.IsHMO !== undefined){
if(typeof data.IsHMO !== "boolean"){
const err3 = {instancePath:instancePath+"/IsHMO",schemaPath:"#/properties/IsHMO/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.NumberOfBedrooms !== undefined){
let data2 = data.NumberOfBedrooms;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.Address !== undefined){
let data3 = data.Address;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.Postcode === undefined){
const err6 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/required",keyword:"required",params:{missingProperty: "Postcode"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data3){
if(!((((((key1 === "Postcode") || (key1 === "HouseNumber")) || (key1 === "Street")) || (key1 === "Town")) || (key1 === "County")) || (key1 === "Country"))){
const err7 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.Postcode !== undefined){
if(typeof data3.Postcode !== "string"){
const err8 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Postcode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.HouseNumber !== undefined){
if(typeof data3.HouseNumber !== "string"){
const err9 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/HouseNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.Street !== undefined){
if(typeof data3.Street !== "string"){
const err10 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Street/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.Town !== undefined){
if(typeof data3.Town !== "string"){
const err11 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Town/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.County !== undefined){
if(typeof data3.County !== "string"){
const err12 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/County/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.Country !== undefined){
if(typeof data3.Country !== "string"){
const err13 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Country/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}


function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/Application" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.RentalDetails === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "RentalDetails"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.PropertyInformation === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "PropertyInformation"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "ExternalReference") || (key0 === "RentalDetails")) || (key0 === "PropertyInformation")) || (key0 === "InviteLandlordForAMLCheck")) || (key0 === "ReferenceRequired"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ExternalReference !== undefined){
if(typeof data.ExternalReference !== "string"){
const err3 = {instancePath:instancePath+"/ExternalReference",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.RentalDetails !== undefined){
if(!(validate46(data.RentalDetails, {instancePath:instancePath+"/RentalDetails",parentData:data,parentDataProperty:"RentalDetails",rootData}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
if(data.PropertyInformation !== undefined){
if(!(validate48(data.PropertyInformation, {instancePath:instancePath+"/PropertyInformation",parentData:data,parentDataProperty:"PropertyInformation",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
if(data.InviteLandlordForAMLCheck !== undefined){
if(typeof data.InviteLandlordForAMLCheck !== "boolean"){
const err4 = {instancePath:instancePath+"/InviteLandlordForAMLCheck",schemaPath:"#/properties/InviteLandlordForAMLCheck/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.ReferenceRequired !== undefined){
if(typeof data.ReferenceRequired !== "boolean"){
const err5 = {instancePath:instancePath+"/ReferenceRequired",schemaPath:"#/properties/ReferenceRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/Application" */;
let vErrors = null;
let errors = 0;
if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
validate44.errors = vErrors;
return errors === 0;
}

export const ApplicationRecord = validate51;
const schema81 = {"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationRecord","$id":"https://trs.invalid/validators/ApplicationRecord"};
const schema82 = {"type":"object","properties":{"ReferenceNumber":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},{"type":"null"}]},"ExternalReference":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ExternalReference"},{"type":"null"}]},"RentalDetails":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/RentalDetails"},{"type":"null"}]},"PropertyInformation":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/PropertyInformation"},{"type":"null"}]},"InviteLandlordForAMLCheck":{"type":["boolean","null"]},"ReferenceRequired":{"type":["boolean","null"]}},"$id":"https://trs.invalid/schemas/null-tolerant/ApplicationRecord"};
const schema85 = {"type":"object","properties":{"MonthlyRent":{"$ref":"https://trs.invalid/schemas/null-tolerant/Money"},"BillsIncludedWithinTheRent":{"type":["boolean","null"]},"TenancyTerm":{"type":["integer","null"],"minimum":1},"TenancyStartDate":{"$ref":"https://trs.invalid/schemas/null-tolerant/IsoDate"},"HowWillTheProperyBeManaged":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ManagementType"},{"type":"null"}]},"RentalFrequency":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/RentalFrequency"},{"type":"null"}]}},"required":["MonthlyRent","TenancyStartDate"],"$id":"https://trs.invalid/schemas/null-tolerant/RentalDetails"};
const schema88 = {"type":"integer","$id":"https://trs.invalid/schemas/null-tolerant/ManagementType"};
const schema89 = {"type":"integer","$id":"https://trs.invalid/schemas/null-tolerant/RentalFrequency"};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/RentalDetails" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.MonthlyRent === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MonthlyRent"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TenancyStartDate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TenancyStartDate"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.MonthlyRent !== undefined){
let data0 = data.MonthlyRent;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.BillsIncludedWithinTheRent !== undefined){
let data1 = data.BillsIncludedWithinTheRent;
if((typeof data1 !== "boolean") && (data1 !== null)){
const err4 = {instancePath:instancePath+"/BillsIncludedWithinTheRent",schemaPath:"#/properties/BillsIncludedWithinTheRent/type",keyword:"type",params:{type: schema85.properties.BillsIncludedWithinTheRent.type}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TenancyTerm !== undefined){
let data2 = data.TenancyTerm;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err5 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/type",keyword:"type",params:{type: schema85.properties.TenancyTerm.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.TenancyStartDate !== undefined){
let data3 = data.TenancyStartDate;
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err7 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.HowWillTheProperyBeManaged !== undefined){
let data4 = data.HowWillTheProperyBeManaged;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/HowWillTheProperyBeManaged",schemaPath:"https://trs.invalid/schemas/null-tolerant/ManagementType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs16 = errors;
if(data4 !== null){
const err10 = {instancePath:instancePath+"/HowWillTheProperyBeManaged",schemaPath:"#/properties/HowWillTheProperyBeManaged/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err11 = {instancePath:instancePath+"/HowWillTheProperyBeManaged",schemaPath:"#/properties/HowWillTheProperyBeManaged/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.RentalFrequency !== undefined){
let data5 = data.RentalFrequency;
const _errs19 = errors;
let valid5 = false;
const _errs20 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err12 = {instancePath:instancePath+"/RentalFrequency",schemaPath:"https://trs.invalid/schemas/null-tolerant/RentalFrequency/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs23 = errors;
if(data5 !== null){
const err13 = {instancePath:instancePath+"/RentalFrequency",schemaPath:"#/properties/RentalFrequency/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid5 = valid5 || _valid1;
}
if(!valid5){
const err14 = {instancePath:instancePath+"/RentalFrequency",schemaPath:"#/properties/RentalFrequency/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}

const schema90 = {"type":"object","properties":{"IsLandlordKnown":{"type":["boolean","null"]},"IsHMO":{"type":["boolean","null"]},"NumberOfBedrooms":{"type":["integer","null"],"minimum":0},"Address":{"$ref":"https://trs.invalid/schemas/null-tolerant/Address"}},"required":["Address"],"$id":"https://trs.invalid/schemas/null-tolerant/PropertyInformation"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/PropertyInformation" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.IsLandlordKnown !== undefined){
let data0 = data.IsLandlordKnown;
if((typeof data0 !== "boolean") && (data0 !== null)){
const err1 = {instancePath:instancePath+"/IsLandlordKnown",schemaPath:"#/properties/IsLandlordKnown/type",keyword:"type",params:{type: schema90.properties.IsLandlordKnown.type}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.IsHMO !== undefined){
let data1 = data.IsHMO;
if((typeof data1 !== "boolean") && (data1 !== null)){
const err2 = {instancePath:instancePath+"/IsHMO",schemaPath:"#/properties/IsHMO/type",keyword:"type",params:{type: schema90.properties.IsHMO.type}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.NumberOfBedrooms !== undefined){
let data2 = data.NumberOfBedrooms;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err3 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/type",keyword:"type",params:{type: schema90.properties.NumberOfBedrooms.type}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.Address !== undefined){
let data3 = data.Address;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.Postcode === undefined){
const err5 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/required",keyword:"required",params:{missingProperty: "Postcode"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.Postcode !== undefined){
if(typeof data3.Postcode !== "string"){
const err6 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/Postcode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data3.HouseNumber !== undefined){
let data5 = data3.HouseNumber;
if((typeof data5 !== "string") && (data5 !== null)){
const err7 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/HouseNumber/type",keyword:"type",params:{type: schema35.properties.HouseNumber.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.Street !== undefined){
let data6 = data3.Street;
if((typeof data6 !== "string") && (data6 !== null)){
const err8 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/Street/type",keyword:"type",params:{type: schema35.properties.Street.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.Town !== undefined){
let data7 = data3.Town;
if((typeof data7 !== "string") && (data7 !== null)){
const err9 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/Town/type",keyword:"type",params:{type: schema35.properties.Town.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.County !== undefined){
let data8 = data3.County;
if((typeof data8 !== "string") && (data8 !== null)){
const err10 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/County/type",keyword:"type",params:{type: schema35.properties.County.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.Country !== undefined){
let data9 = data3.Country;
if((typeof data9 !== "string") && (data9 !== null)){
const err11 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/properties/Country/type",keyword:"type",params:{type: schema35.properties.Country.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/null-tolerant/Address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/ApplicationRecord" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ReferenceNumber !== undefined){
let data0 = data.ReferenceNumber;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err0 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(data0 !== null){
const err2 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"#/properties/ReferenceNumber/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err3 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"#/properties/ReferenceNumber/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(data.ExternalReference !== undefined){
let data1 = data.ExternalReference;
const _errs9 = errors;
let valid3 = false;
const _errs10 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/ExternalReference",schemaPath:"https://trs.invalid/schemas/null-tolerant/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs13 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/ExternalReference",schemaPath:"#/properties/ExternalReference/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err6 = {instancePath:instancePath+"/ExternalReference",schemaPath:"#/properties/ExternalReference/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.RentalDetails !== undefined){
let data2 = data.RentalDetails;
const _errs16 = errors;
let valid5 = false;
const _errs17 = errors;
if(!(validate53(data2, {instancePath:instancePath+"/RentalDetails",parentData:data,parentDataProperty:"RentalDetails",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid2 = _errs17 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs18 = errors;
if(data2 !== null){
const err7 = {instancePath:instancePath+"/RentalDetails",schemaPath:"#/properties/RentalDetails/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs18 === errors;
valid5 = valid5 || _valid2;
}
if(!valid5){
const err8 = {instancePath:instancePath+"/RentalDetails",schemaPath:"#/properties/RentalDetails/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.PropertyInformation !== undefined){
let data3 = data.PropertyInformation;
const _errs21 = errors;
let valid6 = false;
const _errs22 = errors;
if(!(validate55(data3, {instancePath:instancePath+"/PropertyInformation",parentData:data,parentDataProperty:"PropertyInformation",rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var _valid3 = _errs22 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const _errs23 = errors;
if(data3 !== null){
const err9 = {instancePath:instancePath+"/PropertyInformation",schemaPath:"#/properties/PropertyInformation/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid6 = valid6 || _valid3;
}
if(!valid6){
const err10 = {instancePath:instancePath+"/PropertyInformation",schemaPath:"#/properties/PropertyInformation/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.InviteLandlordForAMLCheck !== undefined){
let data4 = data.InviteLandlordForAMLCheck;
if((typeof data4 !== "boolean") && (data4 !== null)){
const err11 = {instancePath:instancePath+"/InviteLandlordForAMLCheck",schemaPath:"#/properties/InviteLandlordForAMLCheck/type",keyword:"type",params:{type: schema82.properties.InviteLandlordForAMLCheck.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.ReferenceRequired !== undefined){
let data5 = data.ReferenceRequired;
if((typeof data5 !== "boolean") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/ReferenceRequired",schemaPath:"#/properties/ReferenceRequired/type",keyword:"type",params:{type: schema82.properties.ReferenceRequired.type}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}


function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicationRecord" */;
let vErrors = null;
let errors = 0;
if(!(validate52(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
validate51.errors = vErrors;
return errors === 0;
}

export const ApplicationReference = validate58;
const schema92 = {"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference","$id":"https://trs.invalid/validators/ApplicationReference"};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicationReference" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern0.test(data)){
const err0 = {instancePath,schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}

export const AuditTrail = validate59;
const schema94 = {"$ref":"https://trs.invalid/schemas/null-tolerant/AuditTrail","$id":"https://trs.invalid/validators/AuditTrail"};
const schema95 = {"type":"array","items":{"$ref":"https://trs.invalid/schemas/null-tolerant/AuditTrailRecord"},"$id":"https://trs.invalid/schemas/null-tolerant/AuditTrail"};
const schema96 = {"type":"object","properties":{"Timestamp":{"type":["string","null"],"format":"date-time"},"Author":{"type":["string","null"]},"Content":{"type":["string","null"]}},"$id":"https://trs.invalid/schemas/null-tolerant/AuditTrailRecord"};
const formats18 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/AuditTrail" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Timestamp !== undefined){
let data1 = data0.Timestamp;
if((typeof data1 !== "string") && (data1 !== null)){
const err0 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/null-tolerant/AuditTrailRecord/properties/Timestamp/type",keyword:"type",params:{type: schema96.properties.Timestamp.type}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data1 === "string"){
if(!(formats18.validate(data1))){
const err1 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/null-tolerant/AuditTrailRecord/properties/Timestamp/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data0.Author !== undefined){
let data2 = data0.Author;
if((typeof data2 !== "string") && (data2 !== null)){
const err2 = {instancePath:instancePath+"/" + i0+"/Author",schemaPath:"https://trs.invalid/schemas/null-tolerant/AuditTrailRecord/properties/Author/type",keyword:"type",params:{type: schema96.properties.Author.type}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.Content !== undefined){
let data3 = data0.Content;
if((typeof data3 !== "string") && (data3 !== null)){
const err3 = {instancePath:instancePath+"/" + i0+"/Content",schemaPath:"https://trs.invalid/schemas/null-tolerant/AuditTrailRecord/properties/Content/type",keyword:"type",params:{type: schema96.properties.Content.type}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"https://trs.invalid/schemas/null-tolerant/AuditTrailRecord/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/AuditTrail" */;
let vErrors = null;
let errors = 0;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
validate59.errors = vErrors;
return errors === 0;
}

export const BranchList = validate62;
const schema97 = {"$ref":"https://trs.invalid/schemas/null-tolerant/BranchList","$id":"https://trs.invalid/validators/BranchList"};
const schema98 = {"type":"array","items":{"$ref":"https://trs.invalid/schemas/null-tolerant/Branch"},"$id":"https://trs.invalid/schemas/null-tolerant/BranchList"};
const schema99 = {"type":"object","properties":{"Id":{"$ref":"https://trs.invalid/schemas/null-tolerant/BranchId"}},"required":["Id"],"$id":"https://trs.invalid/schemas/null-tolerant/Branch"};
const schema100 = {"type":"integer","minimum":1,"$id":"https://trs.invalid/schemas/null-tolerant/BranchId"};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/Branch" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Id !== undefined){
let data0 = data.Id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/Id",schemaPath:"https://trs.invalid/schemas/null-tolerant/BranchId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/Id",schemaPath:"https://trs.invalid/schemas/null-tolerant/BranchId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/BranchList" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate64(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}


function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/BranchList" */;
let vErrors = null;
let errors = 0;
if(!(validate63(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
validate62.errors = vErrors;
return errors === 0;
}

export const CancellationReason = validate67;
const schema101 = {"$ref":"https://trs.invalid/schemas/closed/CancellationReason","$id":"https://trs.invalid/validators/CancellationReason"};
const schema102 = {"type":"string","minLength":1,"$id":"https://trs.invalid/schemas/closed/CancellationReason"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/CancellationReason" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func2(data) < 1){
const err0 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/CancellationReason/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/CancellationReason/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}

export const CreateNewTenancyEvent = validate68;
const schema103 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"createNewTenancy"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"data":{"type":"object","properties":{"address":{"type":["object","null"],"properties":{"addressLine1":{"type":["string","null"]},"addressLine2":{"type":["string","null"]},"town":{"type":["string","null"]},"county":{"type":["string","null"]},"postcode":{"type":["string","null"]},"country":{"type":["string","null"]}}},"applicants":{"type":["array","null"],"items":{"$ref":"https://trs.invalid/schemas/null-tolerant/AddedApplicantData"}},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ExternalReference"},{"type":"null"}]},"partnerApplicantId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ExternalReference"},{"type":"null"}]},"partnerCustomerEmail":{"type":["string","null"]},"branchId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/BranchId"},{"type":"null"}]},"branchName":{"type":["string","null"]},"agentId":{"anyOf":[{"anyOf":[{"type":"integer"},{"type":"string"}]},{"type":"null"}]},"referencingServiceType":{"type":["integer","null"]},"applicationType":{"type":["integer","null"]}}},"EntryType":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/CreateNewTenancyEvent"};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/CreateNewTenancyEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("createNewTenancy" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "createNewTenancy"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.address !== undefined){
let data3 = data2.address;
if((!(data3 && typeof data3 == "object" && !Array.isArray(data3))) && (data3 !== null)){
const err6 = {instancePath:instancePath+"/data/address",schemaPath:"#/properties/data/properties/address/type",keyword:"type",params:{type: schema103.properties.data.properties.address.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.addressLine1 !== undefined){
let data4 = data3.addressLine1;
if((typeof data4 !== "string") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/data/address/addressLine1",schemaPath:"#/properties/data/properties/address/properties/addressLine1/type",keyword:"type",params:{type: schema103.properties.data.properties.address.properties.addressLine1.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.addressLine2 !== undefined){
let data5 = data3.addressLine2;
if((typeof data5 !== "string") && (data5 !== null)){
const err8 = {instancePath:instancePath+"/data/address/addressLine2",schemaPath:"#/properties/data/properties/address/properties/addressLine2/type",keyword:"type",params:{type: schema103.properties.data.properties.address.properties.addressLine2.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.town !== undefined){
let data6 = data3.town;
if((typeof data6 !== "string") && (data6 !== null)){
const err9 = {instancePath:instancePath+"/data/address/town",schemaPath:"#/properties/data/properties/address/properties/town/type",keyword:"type",params:{type: schema103.properties.data.properties.address.properties.town.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.county !== undefined){
let data7 = data3.county;
if((typeof data7 !== "string") && (data7 !== null)){
const err10 = {instancePath:instancePath+"/data/address/county",schemaPath:"#/properties/data/properties/address/properties/county/type",keyword:"type",params:{type: schema103.properties.data.properties.address.properties.county.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.postcode !== undefined){
let data8 = data3.postcode;
if((typeof data8 !== "string") && (data8 !== null)){
const err11 = {instancePath:instancePath+"/data/address/postcode",schemaPath:"#/properties/data/properties/address/properties/postcode/type",keyword:"type",params:{type: schema103.properties.data.properties.address.properties.postcode.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.country !== undefined){
let data9 = data3.country;
if((typeof data9 !== "string") && (data9 !== null)){
const err12 = {instancePath:instancePath+"/data/address/country",schemaPath:"#/properties/data/properties/address/properties/country/type",keyword:"type",params:{type: schema103.properties.data.properties.address.properties.country.type}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
if(data2.applicants !== undefined){
let data10 = data2.applicants;
if((!(Array.isArray(data10))) && (data10 !== null)){
const err13 = {instancePath:instancePath+"/data/applicants",schemaPath:"#/properties/data/properties/applicants/type",keyword:"type",params:{type: schema103.properties.data.properties.applicants.type}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
if(!(validate13(data10[i0], {instancePath:instancePath+"/data/applicants/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
}
if(data2.partnerTenancyId !== undefined){
let data12 = data2.partnerTenancyId;
const _errs26 = errors;
let valid7 = false;
const _errs27 = errors;
if(typeof data12 !== "string"){
const err14 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/null-tolerant/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs30 = errors;
if(data12 !== null){
const err15 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"#/properties/data/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs30 === errors;
valid7 = valid7 || _valid0;
}
if(!valid7){
const err16 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"#/properties/data/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data2.partnerApplicantId !== undefined){
let data13 = data2.partnerApplicantId;
const _errs33 = errors;
let valid9 = false;
const _errs34 = errors;
if(typeof data13 !== "string"){
const err17 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"https://trs.invalid/schemas/null-tolerant/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const _errs37 = errors;
if(data13 !== null){
const err18 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"#/properties/data/properties/partnerApplicantId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs37 === errors;
valid9 = valid9 || _valid1;
}
if(!valid9){
const err19 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"#/properties/data/properties/partnerApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data2.partnerCustomerEmail !== undefined){
let data14 = data2.partnerCustomerEmail;
if((typeof data14 !== "string") && (data14 !== null)){
const err20 = {instancePath:instancePath+"/data/partnerCustomerEmail",schemaPath:"#/properties/data/properties/partnerCustomerEmail/type",keyword:"type",params:{type: schema103.properties.data.properties.partnerCustomerEmail.type}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.branchId !== undefined){
let data15 = data2.branchId;
const _errs42 = errors;
let valid11 = false;
const _errs43 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err21 = {instancePath:instancePath+"/data/branchId",schemaPath:"https://trs.invalid/schemas/null-tolerant/BranchId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err22 = {instancePath:instancePath+"/data/branchId",schemaPath:"https://trs.invalid/schemas/null-tolerant/BranchId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid2 = _errs43 === errors;
valid11 = valid11 || _valid2;
if(!valid11){
const _errs46 = errors;
if(data15 !== null){
const err23 = {instancePath:instancePath+"/data/branchId",schemaPath:"#/properties/data/properties/branchId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid11 = valid11 || _valid2;
}
if(!valid11){
const err24 = {instancePath:instancePath+"/data/branchId",schemaPath:"#/properties/data/properties/branchId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data2.branchName !== undefined){
let data16 = data2.branchName;
if((typeof data16 !== "string") && (data16 !== null)){
const err25 = {instancePath:instancePath+"/data/branchName",schemaPath:"#/properties/data/properties/branchName/type",keyword:"type",params:{type: schema103.properties.data.properties.branchName.type}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.agentId !== undefined){
let data17 = data2.agentId;
const _errs51 = errors;
let valid13 = false;
const _errs52 = errors;
const _errs53 = errors;
let valid14 = false;
const _errs54 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err26 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/properties/data/properties/agentId/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid4 = _errs54 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const _errs56 = errors;
if(typeof data17 !== "string"){
const err27 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/properties/data/properties/agentId/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid4 = _errs56 === errors;
valid14 = valid14 || _valid4;
}
if(!valid14){
const err28 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/properties/data/properties/agentId/anyOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
var _valid3 = _errs52 === errors;
valid13 = valid13 || _valid3;
if(!valid13){
const _errs58 = errors;
if(data17 !== null){
const err29 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/properties/data/properties/agentId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs58 === errors;
valid13 = valid13 || _valid3;
}
if(!valid13){
const err30 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/properties/data/properties/agentId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs51;
if(vErrors !== null){
if(_errs51){
vErrors.length = _errs51;
}
else {
vErrors = null;
}
}
}
}
if(data2.referencingServiceType !== undefined){
let data18 = data2.referencingServiceType;
if((!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) && (data18 !== null)){
const err31 = {instancePath:instancePath+"/data/referencingServiceType",schemaPath:"#/properties/data/properties/referencingServiceType/type",keyword:"type",params:{type: schema103.properties.data.properties.referencingServiceType.type}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.applicationType !== undefined){
let data19 = data2.applicationType;
if((!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) && (data19 !== null)){
const err32 = {instancePath:instancePath+"/data/applicationType",schemaPath:"#/properties/data/properties/applicationType/type",keyword:"type",params:{type: schema103.properties.data.properties.applicationType.type}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data20 = data.EntryType;
if((typeof data20 !== "string") && (data20 !== null)){
const err34 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema103.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}

export const CreateTenant = validate71;
const schema108 = {"$ref":"https://trs.invalid/schemas/closed/CreateTenant","$id":"https://trs.invalid/validators/CreateTenant"};
const schema109 = {"type":"object","required":["FirstName","LastName","EmailAddress"],"if":{"properties":{"Title":{"const":10}},"required":["Title"]},"then":{"properties":{"State":{"type":"string","minLength":1}},"required":["State"]},"properties":{"Title":{"$ref":"https://trs.invalid/schemas/closed/Title"},"State":{"type":"string"},"FirstName":{"type":"string","minLength":1},"LastName":{"type":"string","minLength":1},"IsNameLegal":{"type":"boolean"},"EmailAddress":{"type":"string","format":"email"},"BestPhoneNumber":{"type":"string"},"ReportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"ShareOfRent":{"$ref":"https://trs.invalid/schemas/closed/Money"},"RentCoveredByOtherTenant":{"type":"boolean"},"IsIncomeReferenceRequired":{"type":"boolean"},"IsApplicantFillingTheForm":{"type":"boolean"},"IdentityCheck":{"$ref":"https://trs.invalid/schemas/closed/IdentityCheck"},"BirthDay":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/IsoDate"}]},"Nationality":{"type":"string","minLength":1},"MaritalStatus":{"$ref":"https://trs.invalid/schemas/closed/MaritalStatus"},"AnyPreviousSurnames":{"type":"boolean"},"HasInsuranceNo":{"type":"boolean"},"InsuranceNo":{"type":"string"},"HasAdverceData":{"type":"boolean"},"AddressHistory":{"type":"array","items":{"$ref":"https://trs.invalid/schemas/closed/AddressHistoryEntry"}},"SignedConsent":{"$ref":"https://trs.invalid/schemas/closed/SignedConsent"},"IncomeEvidence":{"type":"object","additionalProperties":true},"ExternalReference":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"}]},"ReferenceNumber":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}]}},"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/CreateTenant"};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/CreateTenant" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Title === undefined) && (missing0 = "Title")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.Title !== undefined){
if(10 !== data.Title){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.State === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "State"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.State !== undefined){
let data1 = data.State;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err3 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.FirstName === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "FirstName"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.LastName === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LastName"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.EmailAddress === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EmailAddress"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema109.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Title !== undefined){
let data2 = data.Title;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/Title",schemaPath:"https://trs.invalid/schemas/closed/Title/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.State !== undefined){
if(typeof data.State !== "string"){
const err11 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.FirstName !== undefined){
let data4 = data.FirstName;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.LastName !== undefined){
let data5 = data.LastName;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err14 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.IsNameLegal !== undefined){
if(typeof data.IsNameLegal !== "boolean"){
const err16 = {instancePath:instancePath+"/IsNameLegal",schemaPath:"#/properties/IsNameLegal/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.EmailAddress !== undefined){
let data7 = data.EmailAddress;
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
const err17 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.BestPhoneNumber !== undefined){
if(typeof data.BestPhoneNumber !== "string"){
const err19 = {instancePath:instancePath+"/BestPhoneNumber",schemaPath:"#/properties/BestPhoneNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data9 = data.ReportType;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.ShareOfRent !== undefined){
let data10 = data.ShareOfRent;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err21 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.RentCoveredByOtherTenant !== undefined){
if(typeof data.RentCoveredByOtherTenant !== "boolean"){
const err23 = {instancePath:instancePath+"/RentCoveredByOtherTenant",schemaPath:"#/properties/RentCoveredByOtherTenant/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.IsIncomeReferenceRequired !== undefined){
if(typeof data.IsIncomeReferenceRequired !== "boolean"){
const err24 = {instancePath:instancePath+"/IsIncomeReferenceRequired",schemaPath:"#/properties/IsIncomeReferenceRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.IsApplicantFillingTheForm !== undefined){
if(typeof data.IsApplicantFillingTheForm !== "boolean"){
const err25 = {instancePath:instancePath+"/IsApplicantFillingTheForm",schemaPath:"#/properties/IsApplicantFillingTheForm/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.IdentityCheck !== undefined){
let data14 = data.IdentityCheck;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key1 in data14){
if(!((((key1 === "IdVerification") || (key1 === "RightToRentVerification")) || (key1 === "AMLVerification")) || (key1 === "PEPsAndSanctionsVerification"))){
const err26 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data14.IdVerification !== undefined){
if(typeof data14.IdVerification !== "boolean"){
const err27 = {instancePath:instancePath+"/IdentityCheck/IdVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/IdVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data14.RightToRentVerification !== undefined){
if(typeof data14.RightToRentVerification !== "boolean"){
const err28 = {instancePath:instancePath+"/IdentityCheck/RightToRentVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/RightToRentVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data14.AMLVerification !== undefined){
if(typeof data14.AMLVerification !== "boolean"){
const err29 = {instancePath:instancePath+"/IdentityCheck/AMLVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/AMLVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data14.PEPsAndSanctionsVerification !== undefined){
if(typeof data14.PEPsAndSanctionsVerification !== "boolean"){
const err30 = {instancePath:instancePath+"/IdentityCheck/PEPsAndSanctionsVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/PEPsAndSanctionsVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.BirthDay !== undefined){
let data19 = data.BirthDay;
if(typeof data19 === "string"){
if(!(formats2.validate(data19))){
const err32 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.Nationality !== undefined){
let data20 = data.Nationality;
if(typeof data20 === "string"){
if(func2(data20) < 1){
const err34 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.MaritalStatus !== undefined){
let data21 = data.MaritalStatus;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err36 = {instancePath:instancePath+"/MaritalStatus",schemaPath:"https://trs.invalid/schemas/closed/MaritalStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.AnyPreviousSurnames !== undefined){
if(typeof data.AnyPreviousSurnames !== "boolean"){
const err37 = {instancePath:instancePath+"/AnyPreviousSurnames",schemaPath:"#/properties/AnyPreviousSurnames/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.HasInsuranceNo !== undefined){
if(typeof data.HasInsuranceNo !== "boolean"){
const err38 = {instancePath:instancePath+"/HasInsuranceNo",schemaPath:"#/properties/HasInsuranceNo/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.InsuranceNo !== undefined){
if(typeof data.InsuranceNo !== "string"){
const err39 = {instancePath:instancePath+"/InsuranceNo",schemaPath:"#/properties/InsuranceNo/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.HasAdverceData !== undefined){
if(typeof data.HasAdverceData !== "boolean"){
const err40 = {instancePath:instancePath+"/HasAdverceData",schemaPath:"#/properties/HasAdverceData/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.AddressHistory !== undefined){
let data26 = data.AddressHistory;
if(Array.isArray(data26)){
const len0 = data26.length;
for(let i0=0; i0<len0; i0++){
if(!(validate34(data26[i0], {instancePath:instancePath+"/AddressHistory/" + i0,parentData:data26,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err41 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.SignedConsent !== undefined){
if(!(validate37(data.SignedConsent, {instancePath:instancePath+"/SignedConsent",parentData:data,parentDataProperty:"SignedConsent",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.IncomeEvidence !== undefined){
let data29 = data.IncomeEvidence;
if(!(data29 && typeof data29 == "object" && !Array.isArray(data29))){
const err42 = {instancePath:instancePath+"/IncomeEvidence",schemaPath:"#/properties/IncomeEvidence/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.ExternalReference !== undefined){
if(typeof data.ExternalReference !== "string"){
const err43 = {instancePath:instancePath+"/ExternalReference",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.ReferenceNumber !== undefined){
let data31 = data.ReferenceNumber;
if(typeof data31 === "string"){
if(!pattern2.test(data31)){
const err44 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}


function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/CreateTenant" */;
let vErrors = null;
let errors = 0;
if(!(validate72(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
validate71.errors = vErrors;
return errors === 0;
}

export const Credentials = validate76;
const schema118 = {"$ref":"https://trs.invalid/schemas/closed/Credentials","$id":"https://trs.invalid/validators/Credentials"};
const schema119 = {"type":"object","properties":{"UserName":{"type":"string","minLength":1},"Password":{"type":"string","minLength":1}},"required":["UserName","Password"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Credentials"};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/Credentials" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.UserName === undefined){
const err0 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/required",keyword:"required",params:{missingProperty: "UserName"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Password === undefined){
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/required",keyword:"required",params:{missingProperty: "Password"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "UserName") || (key0 === "Password"))){
const err2 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.UserName !== undefined){
let data0 = data.UserName;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/UserName",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/UserName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/UserName",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/UserName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Password !== undefined){
let data1 = data.Password;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/Password",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/Password/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/Password",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/Password/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}

export const DeprecatedNotificationEvent = validate77;
const schema120 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["ReferenceNo"],"properties":{"ReferenceNo":{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantReference"}]}},"$id":"https://trs.invalid/validators/DeprecatedNotificationEvent"};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/DeprecatedNotificationEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ReferenceNo === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ReferenceNo"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ReferenceNo !== undefined){
let data0 = data.ReferenceNo;
if(typeof data0 === "string"){
if(!pattern2.test(data0)){
const err1 = {instancePath:instancePath+"/ReferenceNo",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/ReferenceNo",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}

export const ErrorBody = validate79;
const schema122 = {"$ref":"https://trs.invalid/schemas/null-tolerant/ErrorBody","$id":"https://trs.invalid/validators/ErrorBody"};
const schema123 = {"type":"object","properties":{"Message":{"type":["string","null"]}},"$id":"https://trs.invalid/schemas/null-tolerant/ErrorBody"};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ErrorBody" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Message !== undefined){
let data0 = data.Message;
if((typeof data0 !== "string") && (data0 !== null)){
const err0 = {instancePath:instancePath+"/Message",schemaPath:"https://trs.invalid/schemas/null-tolerant/ErrorBody/properties/Message/type",keyword:"type",params:{type: schema123.properties.Message.type}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/null-tolerant/ErrorBody/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}

export const KycStatusEvent = validate80;
const schema124 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["KYCid","Status"],"properties":{"KYCid":{"type":"string"},"Status":{"$ref":"https://trs.invalid/schemas/null-tolerant/KycStatus"},"UserType":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/UserType"},{"type":"null"}]},"Email":{"type":["string","null"]},"Reports":{"type":["object","null"],"properties":{"100":{"type":["string","null"],"format":"uri"},"101":{"type":["string","null"],"format":"uri"},"102":{"type":["string","null"],"format":"uri"},"103":{"type":["string","null"],"format":"uri"}}},"EntryType":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/KycStatusEvent"};
const schema125 = {"type":"string","x-codes":{"SENT":"Sent to the person","IN PROGRESS":"The person has started","CONFIRMATION":"Awaiting confirmation","COMPLETED":"Complete; Reports holds one URL per requested check","CANCELLED":"Cancelled","EXPIRED":"Expired","ABANDONED":"Abandoned"},"x-codes-complete":true,"$id":"https://trs.invalid/schemas/null-tolerant/KycStatus"};
const schema126 = {"type":"integer","x-codes":{"1":"Tenant","2":"Guarantor","3":"Permitted occupier","4":"Landlord","5":"Buyer","6":"Seller","7":"Other"},"x-codes-complete":true,"$id":"https://trs.invalid/schemas/null-tolerant/UserType"};
const formats24 = require("ajv-formats/dist/formats").fullFormats.uri;

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/KycStatusEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.KYCid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "KYCid"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Status"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.KYCid !== undefined){
if(typeof data.KYCid !== "string"){
const err2 = {instancePath:instancePath+"/KYCid",schemaPath:"#/properties/KYCid/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err3 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/null-tolerant/KycStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.UserType !== undefined){
let data2 = data.UserType;
const _errs8 = errors;
let valid3 = false;
const _errs9 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/UserType",schemaPath:"https://trs.invalid/schemas/null-tolerant/UserType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs12 = errors;
if(data2 !== null){
const err5 = {instancePath:instancePath+"/UserType",schemaPath:"#/properties/UserType/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err6 = {instancePath:instancePath+"/UserType",schemaPath:"#/properties/UserType/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.Email !== undefined){
let data3 = data.Email;
if((typeof data3 !== "string") && (data3 !== null)){
const err7 = {instancePath:instancePath+"/Email",schemaPath:"#/properties/Email/type",keyword:"type",params:{type: schema124.properties.Email.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Reports !== undefined){
let data4 = data.Reports;
if((!(data4 && typeof data4 == "object" && !Array.isArray(data4))) && (data4 !== null)){
const err8 = {instancePath:instancePath+"/Reports",schemaPath:"#/properties/Reports/type",keyword:"type",params:{type: schema124.properties.Reports.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4["100"] !== undefined){
let data5 = data4["100"];
if((typeof data5 !== "string") && (data5 !== null)){
const err9 = {instancePath:instancePath+"/Reports/100",schemaPath:"#/properties/Reports/properties/100/type",keyword:"type",params:{type: schema124.properties.Reports.properties["100"].type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data5 === "string"){
if(!(formats24(data5))){
const err10 = {instancePath:instancePath+"/Reports/100",schemaPath:"#/properties/Reports/properties/100/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data4["101"] !== undefined){
let data6 = data4["101"];
if((typeof data6 !== "string") && (data6 !== null)){
const err11 = {instancePath:instancePath+"/Reports/101",schemaPath:"#/properties/Reports/properties/101/type",keyword:"type",params:{type: schema124.properties.Reports.properties["101"].type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data6 === "string"){
if(!(formats24(data6))){
const err12 = {instancePath:instancePath+"/Reports/101",schemaPath:"#/properties/Reports/properties/101/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data4["102"] !== undefined){
let data7 = data4["102"];
if((typeof data7 !== "string") && (data7 !== null)){
const err13 = {instancePath:instancePath+"/Reports/102",schemaPath:"#/properties/Reports/properties/102/type",keyword:"type",params:{type: schema124.properties.Reports.properties["102"].type}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats24(data7))){
const err14 = {instancePath:instancePath+"/Reports/102",schemaPath:"#/properties/Reports/properties/102/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data4["103"] !== undefined){
let data8 = data4["103"];
if((typeof data8 !== "string") && (data8 !== null)){
const err15 = {instancePath:instancePath+"/Reports/103",schemaPath:"#/properties/Reports/properties/103/type",keyword:"type",params:{type: schema124.properties.Reports.properties["103"].type}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data8 === "string"){
if(!(formats24(data8))){
const err16 = {instancePath:instancePath+"/Reports/103",schemaPath:"#/properties/Reports/properties/103/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
}
if(data.EntryType !== undefined){
let data9 = data.EntryType;
if((typeof data9 !== "string") && (data9 !== null)){
const err17 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema124.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}

export const LegacyReportAvailableEvent = validate82;
const schema127 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["EntryType","URL"],"properties":{"EntryType":{"type":"string"},"URL":{"type":"string"},"ReportType":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ReportType"},{"type":"null"}]}},"$id":"https://trs.invalid/validators/LegacyReportAvailableEvent"};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/LegacyReportAvailableEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.EntryType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.URL === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "URL"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err2 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.URL !== undefined){
if(typeof data.URL !== "string"){
const err3 = {instancePath:instancePath+"/URL",schemaPath:"#/properties/URL/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data2 = data.ReportType;
const _errs7 = errors;
let valid2 = false;
const _errs8 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/null-tolerant/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs11 = errors;
if(data2 !== null){
const err5 = {instancePath:instancePath+"/ReportType",schemaPath:"#/properties/ReportType/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err6 = {instancePath:instancePath+"/ReportType",schemaPath:"#/properties/ReportType/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate82.errors = vErrors;
return errors === 0;
}

export const NoteList = validate84;
const schema129 = {"$ref":"https://trs.invalid/schemas/null-tolerant/NoteList","$id":"https://trs.invalid/validators/NoteList"};
const schema130 = {"type":"array","items":{"$ref":"https://trs.invalid/schemas/null-tolerant/NoteRecord"},"$id":"https://trs.invalid/schemas/null-tolerant/NoteList"};
const schema131 = {"type":"object","properties":{"Timestamp":{"type":["string","null"],"format":"date-time"},"Author":{"type":["string","null"]},"Content":{"type":["string","null"]}},"$id":"https://trs.invalid/schemas/null-tolerant/NoteRecord"};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/NoteList" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Timestamp !== undefined){
let data1 = data0.Timestamp;
if((typeof data1 !== "string") && (data1 !== null)){
const err0 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/null-tolerant/NoteRecord/properties/Timestamp/type",keyword:"type",params:{type: schema131.properties.Timestamp.type}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data1 === "string"){
if(!(formats18.validate(data1))){
const err1 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/null-tolerant/NoteRecord/properties/Timestamp/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
if(data0.Author !== undefined){
let data2 = data0.Author;
if((typeof data2 !== "string") && (data2 !== null)){
const err2 = {instancePath:instancePath+"/" + i0+"/Author",schemaPath:"https://trs.invalid/schemas/null-tolerant/NoteRecord/properties/Author/type",keyword:"type",params:{type: schema131.properties.Author.type}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.Content !== undefined){
let data3 = data0.Content;
if((typeof data3 !== "string") && (data3 !== null)){
const err3 = {instancePath:instancePath+"/" + i0+"/Content",schemaPath:"https://trs.invalid/schemas/null-tolerant/NoteRecord/properties/Content/type",keyword:"type",params:{type: schema131.properties.Content.type}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"https://trs.invalid/schemas/null-tolerant/NoteRecord/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}


function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/NoteList" */;
let vErrors = null;
let errors = 0;
if(!(validate85(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
validate84.errors = vErrors;
return errors === 0;
}

export const Notification = validate87;
const schema132 = {"$ref":"https://trs.invalid/schemas/closed/Notification","$id":"https://trs.invalid/validators/Notification"};
const schema133 = {"type":"object","properties":{"ReferenceNo":{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}},"required":["ReferenceNo"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Notification"};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/Notification" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ReferenceNo === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ReferenceNo"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "ReferenceNo")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.ReferenceNo !== undefined){
let data0 = data.ReferenceNo;
if(typeof data0 === "string"){
if(!pattern2.test(data0)){
const err2 = {instancePath:instancePath+"/ReferenceNo",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/ReferenceNo",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}


function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/Notification" */;
let vErrors = null;
let errors = 0;
if(!(validate88(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
validate87.errors = vErrors;
return errors === 0;
}

export const PrescribedInformationCompletedEvent = validate90;
const schema135 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"prescribedInformationCompleted"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"isTenancyFinalised":{"type":["boolean","null"]},"schemeProvider":{"type":["string","null"]},"schemeType":{"type":["string","null"]},"EntryType":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/PrescribedInformationCompletedEvent"};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/PrescribedInformationCompletedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("prescribedInformationCompleted" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "prescribedInformationCompleted"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.isTenancyFinalised !== undefined){
let data2 = data.isTenancyFinalised;
if((typeof data2 !== "boolean") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/isTenancyFinalised",schemaPath:"#/properties/isTenancyFinalised/type",keyword:"type",params:{type: schema135.properties.isTenancyFinalised.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.schemeProvider !== undefined){
let data3 = data.schemeProvider;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/schemeProvider",schemaPath:"#/properties/schemeProvider/type",keyword:"type",params:{type: schema135.properties.schemeProvider.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.schemeType !== undefined){
let data4 = data.schemeType;
if((typeof data4 !== "string") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/schemeType",schemaPath:"#/properties/schemeType/type",keyword:"type",params:{type: schema135.properties.schemeType.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data5 = data.EntryType;
if((typeof data5 !== "string") && (data5 !== null)){
const err8 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema135.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate90.errors = vErrors;
return errors === 0;
}

export const RentIncreaseAppliedEvent = validate92;
const schema137 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"},{"$ref":"https://trs.invalid/schemas/null-tolerant/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseApplied"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"journalNoteText":{"type":["string","null"]},"statusText":{"type":["string","null"]},"appliedRentAmount":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/Money"}]},{"type":"null"}]},"appliedRentFrequency":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/RentFrequencyText"}]},{"type":"null"}]},"appliedFromDate":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/IsoDate"}]},{"type":"null"}]},"previousRentAmount":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/Money"}]},{"type":"null"}]}},"$id":"https://trs.invalid/validators/RentIncreaseAppliedEvent"};
const schema140 = {"type":"string","x-codes":{"weekly":"Every week","fortnightly":"Every two weeks","4-weekly":"Every four weeks","monthly":"Every month"},"x-codes-complete":true,"$id":"https://trs.invalid/schemas/null-tolerant/RentFrequencyText"};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseAppliedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseApplied" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseApplied"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
let data2 = data.journalNoteText;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: schema137.properties.journalNoteText.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.statusText !== undefined){
let data3 = data.statusText;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: schema137.properties.statusText.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.appliedRentAmount !== undefined){
let data4 = data.appliedRentAmount;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err7 = {instancePath:instancePath+"/appliedRentAmount",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/appliedRentAmount",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs17 = errors;
if(data4 !== null){
const err9 = {instancePath:instancePath+"/appliedRentAmount",schemaPath:"#/properties/appliedRentAmount/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err10 = {instancePath:instancePath+"/appliedRentAmount",schemaPath:"#/properties/appliedRentAmount/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.appliedRentFrequency !== undefined){
let data5 = data.appliedRentFrequency;
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/appliedRentFrequency",schemaPath:"https://trs.invalid/schemas/null-tolerant/RentFrequencyText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const _errs25 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/appliedRentFrequency",schemaPath:"#/properties/appliedRentFrequency/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid6 = valid6 || _valid1;
}
if(!valid6){
const err13 = {instancePath:instancePath+"/appliedRentFrequency",schemaPath:"#/properties/appliedRentFrequency/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.appliedFromDate !== undefined){
let data6 = data.appliedFromDate;
const _errs28 = errors;
let valid9 = false;
const _errs29 = errors;
if(typeof data6 === "string"){
if(!(formats2.validate(data6))){
const err14 = {instancePath:instancePath+"/appliedFromDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/appliedFromDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid2 = _errs29 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const _errs33 = errors;
if(data6 !== null){
const err16 = {instancePath:instancePath+"/appliedFromDate",schemaPath:"#/properties/appliedFromDate/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs33 === errors;
valid9 = valid9 || _valid2;
}
if(!valid9){
const err17 = {instancePath:instancePath+"/appliedFromDate",schemaPath:"#/properties/appliedFromDate/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data.previousRentAmount !== undefined){
let data7 = data.previousRentAmount;
const _errs36 = errors;
let valid12 = false;
const _errs37 = errors;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/previousRentAmount",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/previousRentAmount",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid3 = _errs37 === errors;
valid12 = valid12 || _valid3;
if(!valid12){
const _errs41 = errors;
if(data7 !== null){
const err20 = {instancePath:instancePath+"/previousRentAmount",schemaPath:"#/properties/previousRentAmount/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid3 = _errs41 === errors;
valid12 = valid12 || _valid3;
}
if(!valid12){
const err21 = {instancePath:instancePath+"/previousRentAmount",schemaPath:"#/properties/previousRentAmount/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}

export const RentIncreaseNoticeIssuedEvent = validate95;
const schema143 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"},{"$ref":"https://trs.invalid/schemas/null-tolerant/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseNoticeIssued"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"noticeId":{"type":["integer","null"]},"documentS3Key":{"type":["string","null"]},"documentName":{"type":["string","null"]},"journalNoteText":{"type":["string","null"]},"statusText":{"type":["string","null"]},"newRentAmount":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/Money"}]},{"type":"null"}]},"newRentFrequency":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/RentFrequencyText"}]},{"type":"null"}]},"newRentStartDate":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/IsoDate"}]},{"type":"null"}]}},"$id":"https://trs.invalid/validators/RentIncreaseNoticeIssuedEvent"};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseNoticeIssuedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseNoticeIssued" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseNoticeIssued"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.noticeId !== undefined){
let data2 = data.noticeId;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err5 = {instancePath:instancePath+"/noticeId",schemaPath:"#/properties/noticeId/type",keyword:"type",params:{type: schema143.properties.noticeId.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
let data3 = data.documentS3Key;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: schema143.properties.documentS3Key.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.documentName !== undefined){
let data4 = data.documentName;
if((typeof data4 !== "string") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: schema143.properties.documentName.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
let data5 = data.journalNoteText;
if((typeof data5 !== "string") && (data5 !== null)){
const err8 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: schema143.properties.journalNoteText.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.statusText !== undefined){
let data6 = data.statusText;
if((typeof data6 !== "string") && (data6 !== null)){
const err9 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: schema143.properties.statusText.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.newRentAmount !== undefined){
let data7 = data.newRentAmount;
const _errs18 = errors;
let valid3 = false;
const _errs19 = errors;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err10 = {instancePath:instancePath+"/newRentAmount",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/newRentAmount",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs23 = errors;
if(data7 !== null){
const err12 = {instancePath:instancePath+"/newRentAmount",schemaPath:"#/properties/newRentAmount/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err13 = {instancePath:instancePath+"/newRentAmount",schemaPath:"#/properties/newRentAmount/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.newRentFrequency !== undefined){
let data8 = data.newRentFrequency;
const _errs26 = errors;
let valid6 = false;
const _errs27 = errors;
if(typeof data8 !== "string"){
const err14 = {instancePath:instancePath+"/newRentFrequency",schemaPath:"https://trs.invalid/schemas/null-tolerant/RentFrequencyText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const _errs31 = errors;
if(data8 !== null){
const err15 = {instancePath:instancePath+"/newRentFrequency",schemaPath:"#/properties/newRentFrequency/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs31 === errors;
valid6 = valid6 || _valid1;
}
if(!valid6){
const err16 = {instancePath:instancePath+"/newRentFrequency",schemaPath:"#/properties/newRentFrequency/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data.newRentStartDate !== undefined){
let data9 = data.newRentStartDate;
const _errs34 = errors;
let valid9 = false;
const _errs35 = errors;
if(typeof data9 === "string"){
if(!(formats2.validate(data9))){
const err17 = {instancePath:instancePath+"/newRentStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/newRentStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid2 = _errs35 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const _errs39 = errors;
if(data9 !== null){
const err19 = {instancePath:instancePath+"/newRentStartDate",schemaPath:"#/properties/newRentStartDate/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid2 = _errs39 === errors;
valid9 = valid9 || _valid2;
}
if(!valid9){
const err20 = {instancePath:instancePath+"/newRentStartDate",schemaPath:"#/properties/newRentStartDate/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}

export const RentIncreaseNoticeWithdrawnEvent = validate98;
const schema148 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"},{"$ref":"https://trs.invalid/schemas/null-tolerant/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseNoticeWithdrawn"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"documentS3Key":{"type":["string","null"]},"documentName":{"type":["string","null"]},"journalNoteText":{"type":["string","null"]},"statusText":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/RentIncreaseNoticeWithdrawnEvent"};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseNoticeWithdrawnEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseNoticeWithdrawn" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseNoticeWithdrawn"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
let data2 = data.documentS3Key;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: schema148.properties.documentS3Key.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
let data3 = data.documentName;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: schema148.properties.documentName.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
let data4 = data.journalNoteText;
if((typeof data4 !== "string") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: schema148.properties.journalNoteText.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.statusText !== undefined){
let data5 = data.statusText;
if((typeof data5 !== "string") && (data5 !== null)){
const err8 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: schema148.properties.statusText.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}

export const RentIncreaseTribunalDecisionConfirmedEvent = validate101;
const schema150 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"},{"$ref":"https://trs.invalid/schemas/null-tolerant/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseTribunalDecisionConfirmed"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"confirmedRentAmount":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/Money"}]},{"type":"null"}]},"confirmedRentFrequency":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/RentFrequencyText"}]},{"type":"null"}]},"confirmedRentStartDate":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/IsoDate"}]},{"type":"null"}]},"journalNoteText":{"type":["string","null"]},"documentS3Key":{"type":["string","null"]},"documentName":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/RentIncreaseTribunalDecisionConfirmedEvent"};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseTribunalDecisionConfirmedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseTribunalDecisionConfirmed" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalDecisionConfirmed"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.confirmedRentAmount !== undefined){
let data2 = data.confirmedRentAmount;
const _errs8 = errors;
let valid3 = false;
const _errs9 = errors;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/confirmedRentAmount",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/confirmedRentAmount",schemaPath:"https://trs.invalid/schemas/null-tolerant/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs13 = errors;
if(data2 !== null){
const err7 = {instancePath:instancePath+"/confirmedRentAmount",schemaPath:"#/properties/confirmedRentAmount/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err8 = {instancePath:instancePath+"/confirmedRentAmount",schemaPath:"#/properties/confirmedRentAmount/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.confirmedRentFrequency !== undefined){
let data3 = data.confirmedRentFrequency;
const _errs16 = errors;
let valid6 = false;
const _errs17 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/confirmedRentFrequency",schemaPath:"https://trs.invalid/schemas/null-tolerant/RentFrequencyText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const _errs21 = errors;
if(data3 !== null){
const err10 = {instancePath:instancePath+"/confirmedRentFrequency",schemaPath:"#/properties/confirmedRentFrequency/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid6 = valid6 || _valid1;
}
if(!valid6){
const err11 = {instancePath:instancePath+"/confirmedRentFrequency",schemaPath:"#/properties/confirmedRentFrequency/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.confirmedRentStartDate !== undefined){
let data4 = data.confirmedRentStartDate;
const _errs24 = errors;
let valid9 = false;
const _errs25 = errors;
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
const err12 = {instancePath:instancePath+"/confirmedRentStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/confirmedRentStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid2 = _errs25 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const _errs29 = errors;
if(data4 !== null){
const err14 = {instancePath:instancePath+"/confirmedRentStartDate",schemaPath:"#/properties/confirmedRentStartDate/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs29 === errors;
valid9 = valid9 || _valid2;
}
if(!valid9){
const err15 = {instancePath:instancePath+"/confirmedRentStartDate",schemaPath:"#/properties/confirmedRentStartDate/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data.journalNoteText !== undefined){
let data5 = data.journalNoteText;
if((typeof data5 !== "string") && (data5 !== null)){
const err16 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: schema150.properties.journalNoteText.type}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
let data6 = data.documentS3Key;
if((typeof data6 !== "string") && (data6 !== null)){
const err17 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: schema150.properties.documentS3Key.type}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.documentName !== undefined){
let data7 = data.documentName;
if((typeof data7 !== "string") && (data7 !== null)){
const err18 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: schema150.properties.documentName.type}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate101.errors = vErrors;
return errors === 0;
}

export const RentIncreaseTribunalReferralEvent = validate104;
const schema155 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"},{"$ref":"https://trs.invalid/schemas/null-tolerant/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseTribunalReferral"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"dateReferred":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/IsoDate"}]},{"type":"null"}]},"journalNoteText":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/RentIncreaseTribunalReferralEvent"};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseTribunalReferralEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseTribunalReferral" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalReferral"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.dateReferred !== undefined){
let data2 = data.dateReferred;
const _errs8 = errors;
let valid3 = false;
const _errs9 = errors;
if(typeof data2 === "string"){
if(!(formats2.validate(data2))){
const err5 = {instancePath:instancePath+"/dateReferred",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/dateReferred",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs13 = errors;
if(data2 !== null){
const err7 = {instancePath:instancePath+"/dateReferred",schemaPath:"#/properties/dateReferred/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err8 = {instancePath:instancePath+"/dateReferred",schemaPath:"#/properties/dateReferred/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.journalNoteText !== undefined){
let data3 = data.journalNoteText;
if((typeof data3 !== "string") && (data3 !== null)){
const err9 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: schema155.properties.journalNoteText.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate104.errors = vErrors;
return errors === 0;
}

export const RentIncreaseTribunalReferralWithdrawnEvent = validate107;
const schema158 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"},{"$ref":"https://trs.invalid/schemas/null-tolerant/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseTribunalReferralWithdrawn"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"journalNoteText":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/RentIncreaseTribunalReferralWithdrawnEvent"};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseTribunalReferralWithdrawnEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseTribunalReferralWithdrawn" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalReferralWithdrawn"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
let data2 = data.journalNoteText;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: schema158.properties.journalNoteText.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate107.errors = vErrors;
return errors === 0;
}

export const RentIncreaseWithdrawalFinalisedEvent = validate110;
const schema160 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"},{"$ref":"https://trs.invalid/schemas/null-tolerant/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseWithdrawalFinalised"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"documentS3Key":{"type":["string","null"]},"documentName":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/RentIncreaseWithdrawalFinalisedEvent"};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseWithdrawalFinalisedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseWithdrawalFinalised" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseWithdrawalFinalised"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
let data2 = data.documentS3Key;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: schema160.properties.documentS3Key.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
let data3 = data.documentName;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: schema160.properties.documentName.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate110.errors = vErrors;
return errors === 0;
}

export const RentShare = validate113;
const schema162 = {"$ref":"https://trs.invalid/schemas/closed/RentShare","$id":"https://trs.invalid/validators/RentShare"};
const schema163 = {"type":"array","minItems":1,"items":{"$ref":"https://trs.invalid/schemas/closed/RentShareEntry"},"$id":"https://trs.invalid/schemas/closed/RentShare"};
const schema164 = {"type":"object","properties":{"ApplicantRef":{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"},"Rent":{"$ref":"https://trs.invalid/schemas/closed/Money"}},"required":["ApplicantRef","Rent"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/RentShareEntry"};

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/RentShareEntry" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ApplicantRef === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ApplicantRef"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Rent === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Rent"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "ApplicantRef") || (key0 === "Rent"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ApplicantRef !== undefined){
let data0 = data.ApplicantRef;
if(typeof data0 === "string"){
if(!pattern2.test(data0)){
const err3 = {instancePath:instancePath+"/ApplicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/ApplicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Rent !== undefined){
let data1 = data.Rent;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/Rent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/Rent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate115.errors = vErrors;
return errors === 0;
}


function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/RentShare" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length < 1){
const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate115(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate114.errors = vErrors;
return errors === 0;
}


function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentShare" */;
let vErrors = null;
let errors = 0;
if(!(validate114(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
validate113.errors = vErrors;
return errors === 0;
}

export const ReportAvailableEvent = validate118;
const schema167 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["URL","EntryType"],"properties":{"topic":{"type":["string","null"]},"ReportType":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ReportType"}]},{"type":"null"}]},"URL":{"type":"string","pattern":"^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+/?([?#]\\S*)?$"},"EntryType":{"type":"string"},"applicationStatus":{"type":["integer","null"]},"Status":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantStatus"},{"type":"null"}]},"data":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantEventData"},{"type":"null"}]}},"$id":"https://trs.invalid/validators/ReportAvailableEvent"};
const pattern27 = new RegExp("^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+/?([?#]\\S*)?$", "u");

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ReportAvailableEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.URL === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "URL"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.EntryType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
let data0 = data.topic;
if((typeof data0 !== "string") && (data0 !== null)){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/type",keyword:"type",params:{type: schema167.properties.topic.type}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data1 = data.ReportType;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/null-tolerant/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs10 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/ReportType",schemaPath:"#/properties/ReportType/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err5 = {instancePath:instancePath+"/ReportType",schemaPath:"#/properties/ReportType/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.URL !== undefined){
let data2 = data.URL;
if(typeof data2 === "string"){
if(!pattern27.test(data2)){
const err6 = {instancePath:instancePath+"/URL",schemaPath:"#/properties/URL/pattern",keyword:"pattern",params:{pattern: "^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+/?([?#]\\S*)?$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/URL",schemaPath:"#/properties/URL/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err8 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data4 = data.applicationStatus;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err9 = {instancePath:instancePath+"/applicationStatus",schemaPath:"#/properties/applicationStatus/type",keyword:"type",params:{type: schema167.properties.applicationStatus.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Status !== undefined){
let data5 = data.Status;
const _errs19 = errors;
let valid5 = false;
const _errs20 = errors;
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs23 = errors;
if(data5 !== null){
const err11 = {instancePath:instancePath+"/Status",schemaPath:"#/properties/Status/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid5 = valid5 || _valid1;
}
if(!valid5){
const err12 = {instancePath:instancePath+"/Status",schemaPath:"#/properties/Status/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.data !== undefined){
let data6 = data.data;
const _errs26 = errors;
let valid7 = false;
const _errs27 = errors;
if(!(validate14(data6, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
var _valid2 = _errs27 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const _errs28 = errors;
if(data6 !== null){
const err13 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid7 = valid7 || _valid2;
}
if(!valid7){
const err14 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate118.errors = vErrors;
return errors === 0;
}

export const ReportTypeList = validate121;
const schema170 = {"$ref":"https://trs.invalid/schemas/null-tolerant/ReportTypeList","$id":"https://trs.invalid/validators/ReportTypeList"};
const schema171 = {"type":"array","items":{"$ref":"https://trs.invalid/schemas/null-tolerant/ReportType"},"$id":"https://trs.invalid/schemas/null-tolerant/ReportTypeList"};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/null-tolerant/ReportTypeList" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"https://trs.invalid/schemas/null-tolerant/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate122.errors = vErrors;
return errors === 0;
}


function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ReportTypeList" */;
let vErrors = null;
let errors = 0;
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
validate121.errors = vErrors;
return errors === 0;
}

export const TenancyFinalisedEvent = validate124;
const schema173 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"tenancyFinalised"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"hasInventory":{"type":["boolean","null"]},"daysToReportIssues":{"type":["integer","null"]},"isPrescribedInformationRequired":{"type":["boolean","null"]},"isPrescribedInformationCompleted":{"type":["boolean","null"]},"EntryType":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/TenancyFinalisedEvent"};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/TenancyFinalisedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("tenancyFinalised" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "tenancyFinalised"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.hasInventory !== undefined){
let data2 = data.hasInventory;
if((typeof data2 !== "boolean") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/hasInventory",schemaPath:"#/properties/hasInventory/type",keyword:"type",params:{type: schema173.properties.hasInventory.type}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.daysToReportIssues !== undefined){
let data3 = data.daysToReportIssues;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err6 = {instancePath:instancePath+"/daysToReportIssues",schemaPath:"#/properties/daysToReportIssues/type",keyword:"type",params:{type: schema173.properties.daysToReportIssues.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.isPrescribedInformationRequired !== undefined){
let data4 = data.isPrescribedInformationRequired;
if((typeof data4 !== "boolean") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/isPrescribedInformationRequired",schemaPath:"#/properties/isPrescribedInformationRequired/type",keyword:"type",params:{type: schema173.properties.isPrescribedInformationRequired.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isPrescribedInformationCompleted !== undefined){
let data5 = data.isPrescribedInformationCompleted;
if((typeof data5 !== "boolean") && (data5 !== null)){
const err8 = {instancePath:instancePath+"/isPrescribedInformationCompleted",schemaPath:"#/properties/isPrescribedInformationCompleted/type",keyword:"type",params:{type: schema173.properties.isPrescribedInformationCompleted.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data6 = data.EntryType;
if((typeof data6 !== "string") && (data6 !== null)){
const err9 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema173.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate124.errors = vErrors;
return errors === 0;
}

export const TenancyStartDateChangedEvent = validate126;
const schema175 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["topic","applicationRef","newStartDate"],"properties":{"topic":{"const":"tenancyStartDateChanged"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"oldStartDate":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/IsoDate"},{"type":"null"}]},"newStartDate":{"$ref":"https://trs.invalid/schemas/null-tolerant/IsoDate"},"EntryType":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/TenancyStartDateChangedEvent"};

function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/TenancyStartDateChangedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.newStartDate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newStartDate"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("tenancyStartDateChanged" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "tenancyStartDateChanged"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.oldStartDate !== undefined){
let data2 = data.oldStartDate;
const _errs7 = errors;
let valid3 = false;
const _errs8 = errors;
if(typeof data2 === "string"){
if(!(formats2.validate(data2))){
const err6 = {instancePath:instancePath+"/oldStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/oldStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs11 = errors;
if(data2 !== null){
const err8 = {instancePath:instancePath+"/oldStartDate",schemaPath:"#/properties/oldStartDate/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err9 = {instancePath:instancePath+"/oldStartDate",schemaPath:"#/properties/oldStartDate/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.newStartDate !== undefined){
let data3 = data.newStartDate;
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err10 = {instancePath:instancePath+"/newStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/newStartDate",schemaPath:"https://trs.invalid/schemas/null-tolerant/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data4 = data.EntryType;
if((typeof data4 !== "string") && (data4 !== null)){
const err12 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema175.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate126.errors = vErrors;
return errors === 0;
}

export const UpdateApplicantEvent = validate128;
const schema179 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"updateApplicant"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"applicationStatus":{"type":["integer","null"]},"Status":{"anyOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantStatus"},{"type":"null"}]},"data":{"type":"object","allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantEventData"}],"required":["applicantRef"],"properties":{"applicantRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantReference"}}},"Applicant":{"anyOf":[{"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicantDetails"}]},{"type":"null"}]}},"$id":"https://trs.invalid/validators/UpdateApplicantEvent"};

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/UpdateApplicantEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("updateApplicant" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "updateApplicant"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err6 = {instancePath:instancePath+"/applicationStatus",schemaPath:"#/properties/applicationStatus/type",keyword:"type",params:{type: schema179.properties.applicationStatus.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.Status !== undefined){
let data3 = data.Status;
const _errs9 = errors;
let valid3 = false;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs13 = errors;
if(data3 !== null){
const err8 = {instancePath:instancePath+"/Status",schemaPath:"#/properties/Status/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err9 = {instancePath:instancePath+"/Status",schemaPath:"#/properties/Status/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.data !== undefined){
let data4 = data.data;
if(!(validate14(data4, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.applicantRef === undefined){
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.applicantRef !== undefined){
let data5 = data4.applicantRef;
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
const err11 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.Applicant !== undefined){
let data6 = data.Applicant;
const _errs22 = errors;
let valid8 = false;
const _errs23 = errors;
if(!(validate17(data6, {instancePath:instancePath+"/Applicant",parentData:data,parentDataProperty:"Applicant",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var _valid1 = _errs23 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs25 = errors;
if(data6 !== null){
const err14 = {instancePath:instancePath+"/Applicant",schemaPath:"#/properties/Applicant/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid8 = valid8 || _valid1;
}
if(!valid8){
const err15 = {instancePath:instancePath+"/Applicant",schemaPath:"#/properties/Applicant/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate128.errors = vErrors;
return errors === 0;
}

export const UpdateApplicationStatusEvent = validate132;
const schema183 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["topic","applicationRef","applicationStatus"],"properties":{"topic":{"const":"updateApplicationStatus"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"applicationStatus":{"$ref":"https://trs.invalid/schemas/null-tolerant/TenancyStep"},"isPrescribedInformationRequired":{"type":["boolean","null"]},"isPrescribedInformationCompleted":{"type":["boolean","null"]},"isTenancyFinalised":{"type":["boolean","null"]},"howWillSignApplicants":{"type":["integer","null"]},"howWillSignAgentLandlord":{"type":["integer","null"]},"EntryType":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/UpdateApplicationStatusEvent"};

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/UpdateApplicationStatusEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.applicationStatus === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationStatus"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("updateApplicationStatus" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "updateApplicationStatus"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/applicationStatus",schemaPath:"https://trs.invalid/schemas/null-tolerant/TenancyStep/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.isPrescribedInformationRequired !== undefined){
let data3 = data.isPrescribedInformationRequired;
if((typeof data3 !== "boolean") && (data3 !== null)){
const err7 = {instancePath:instancePath+"/isPrescribedInformationRequired",schemaPath:"#/properties/isPrescribedInformationRequired/type",keyword:"type",params:{type: schema183.properties.isPrescribedInformationRequired.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isPrescribedInformationCompleted !== undefined){
let data4 = data.isPrescribedInformationCompleted;
if((typeof data4 !== "boolean") && (data4 !== null)){
const err8 = {instancePath:instancePath+"/isPrescribedInformationCompleted",schemaPath:"#/properties/isPrescribedInformationCompleted/type",keyword:"type",params:{type: schema183.properties.isPrescribedInformationCompleted.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.isTenancyFinalised !== undefined){
let data5 = data.isTenancyFinalised;
if((typeof data5 !== "boolean") && (data5 !== null)){
const err9 = {instancePath:instancePath+"/isTenancyFinalised",schemaPath:"#/properties/isTenancyFinalised/type",keyword:"type",params:{type: schema183.properties.isTenancyFinalised.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.howWillSignApplicants !== undefined){
let data6 = data.howWillSignApplicants;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err10 = {instancePath:instancePath+"/howWillSignApplicants",schemaPath:"#/properties/howWillSignApplicants/type",keyword:"type",params:{type: schema183.properties.howWillSignApplicants.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.howWillSignAgentLandlord !== undefined){
let data7 = data.howWillSignAgentLandlord;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
const err11 = {instancePath:instancePath+"/howWillSignAgentLandlord",schemaPath:"#/properties/howWillSignAgentLandlord/type",keyword:"type",params:{type: schema183.properties.howWillSignAgentLandlord.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data8 = data.EntryType;
if((typeof data8 !== "string") && (data8 !== null)){
const err12 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema183.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate132.errors = vErrors;
return errors === 0;
}

export const UploadPartnerDocumentEvent = validate134;
const schema186 = {"allOf":[{"$ref":"https://trs.invalid/schemas/null-tolerant/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"uploadPartnerDocument"},"applicationRef":{"$ref":"https://trs.invalid/schemas/null-tolerant/ApplicationReference"},"data":{"type":"object","required":["documentType","fileName"],"anyOf":[{"required":["presignedUrl"],"properties":{"presignedUrl":{"type":"string"}}},{"required":["fileData"],"properties":{"fileData":{"type":"string"}}}],"properties":{"documentType":{"$ref":"https://trs.invalid/schemas/null-tolerant/DocumentType"},"fileName":{"type":"string"},"presignedUrl":{"type":["string","null"],"format":"uri"},"fileData":{"type":["string","null"]}}},"EntryType":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/UploadPartnerDocumentEvent"};
const schema188 = {"type":"integer","x-codes":{"0":"Signed receipt of documents","1":"Landlord confirmation document","2":"Tenancy agreement","3":"Tenancy agreement audit trail","4":"Tenancy audit trail","5":"Proof of inventory","6":"Additional attachments","7":"Tenant guide","8":"How to Rent guide","9":"How to Rent guide (easy read)","10":"Tenant leaflet","11":"Deposit scheme leaflet","12":"Deposit scheme, custodial","13":"Deposit scheme, insured","14":"Inventory document","15":"Counter indemnity","16":"Gas safety certificate","17":"Energy performance certificate","18":"Electrical certificates","19":"Prescribed information","20":"Deposit certificate","21":"Deposit terms and conditions","22":"Other","23":"Identity check report","24":"Right to Rent report","25":"Anti-money-laundering report","26":"PEPs and sanctions report","27":"Professional guarantor agreement","28":"Rent increase notice","29":"Agreed rent confirmation","30":"Withdrawal notice"},"x-codes-complete":true,"$id":"https://trs.invalid/schemas/null-tolerant/DocumentType"};

function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/UploadPartnerDocumentEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("uploadPartnerDocument" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "uploadPartnerDocument"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/null-tolerant/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
const _errs8 = errors;
let valid3 = false;
const _errs9 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.presignedUrl === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/0/required",keyword:"required",params:{missingProperty: "presignedUrl"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.presignedUrl !== undefined){
if(typeof data2.presignedUrl !== "string"){
const err7 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/properties/data/anyOf/0/properties/presignedUrl/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid0 = _errs9 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs12 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.fileData === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/1/required",keyword:"required",params:{missingProperty: "fileData"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.fileData !== undefined){
if(typeof data2.fileData !== "string"){
const err9 = {instancePath:instancePath+"/data/fileData",schemaPath:"#/properties/data/anyOf/1/properties/fileData/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.documentType === undefined){
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "documentType"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.fileName === undefined){
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "fileName"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.documentType !== undefined){
let data5 = data2.documentType;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/data/documentType",schemaPath:"https://trs.invalid/schemas/null-tolerant/DocumentType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.fileName !== undefined){
if(typeof data2.fileName !== "string"){
const err14 = {instancePath:instancePath+"/data/fileName",schemaPath:"#/properties/data/properties/fileName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.presignedUrl !== undefined){
let data7 = data2.presignedUrl;
if((typeof data7 !== "string") && (data7 !== null)){
const err15 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/properties/data/properties/presignedUrl/type",keyword:"type",params:{type: schema186.properties.data.properties.presignedUrl.type}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats24(data7))){
const err16 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/properties/data/properties/presignedUrl/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data2.fileData !== undefined){
let data8 = data2.fileData;
if((typeof data8 !== "string") && (data8 !== null)){
const err17 = {instancePath:instancePath+"/data/fileData",schemaPath:"#/properties/data/properties/fileData/type",keyword:"type",params:{type: schema186.properties.data.properties.fileData.type}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data9 = data.EntryType;
if((typeof data9 !== "string") && (data9 !== null)){
const err19 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: schema186.properties.EntryType.type}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate134.errors = vErrors;
return errors === 0;
}

export const UpdateApplicantEventAsSent = validate136;
const schema189 = {"allOf":[{"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"updateApplicant"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]},"applicationStatus":{"type":"integer"},"Status":{"$ref":"https://trs.invalid/schemas/closed/ApplicantStatus"},"data":{"properties":{"applicantRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}]},"applicantStatus":{"$ref":"https://trs.invalid/schemas/closed/ApplicantStatus"},"reportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"rentShare":{"type":"number"}},"required":["applicantRef"],"type":"object","additionalProperties":false},"Applicant":{"properties":{"Title":{"$ref":"https://trs.invalid/schemas/closed/Title"},"State":{"type":"string"},"FirstName":{"type":"string","minLength":1},"LastName":{"type":"string","minLength":1},"IsNameLegal":{"type":"boolean"},"EmailAddress":{"type":"string","format":"email"},"BestPhoneNumber":{"type":"string"},"ReportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"ShareOfRent":{"$ref":"https://trs.invalid/schemas/closed/Money"},"RentCoveredByOtherTenant":{"type":"boolean"},"IsIncomeReferenceRequired":{"type":"boolean"},"IsApplicantFillingTheForm":{"type":"boolean"},"IdentityCheck":{"$ref":"https://trs.invalid/schemas/closed/IdentityCheck"},"BirthDay":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/IsoDate"}]},"Nationality":{"type":"string","minLength":1},"MaritalStatus":{"$ref":"https://trs.invalid/schemas/closed/MaritalStatus"},"AnyPreviousSurnames":{"type":"boolean"},"HasInsuranceNo":{"type":"boolean"},"InsuranceNo":{"type":"string"},"HasAdverceData":{"type":"boolean"},"AddressHistory":{"type":"array","items":{"$ref":"https://trs.invalid/schemas/closed/AddressHistoryEntry"}},"SignedConsent":{"$ref":"https://trs.invalid/schemas/closed/SignedConsent"},"IncomeEvidence":{"type":"object","additionalProperties":true},"ExternalReference":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"}]},"ReferenceNumber":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}]}},"type":"object","additionalProperties":false},"EntryType":{"type":"string"},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","ApplicantId","ApplicantExternalReference","applicationStatus","Status","data"],"properties":{"data":{"type":"object","required":["applicantRef","applicantStatus","reportType","rentShare"]}}}],"$id":"https://trs.invalid/validators/sent/UpdateApplicantEvent"};
const schema190 = {"type":"string","pattern":"^[0-9]{7}$","$id":"https://trs.invalid/schemas/closed/ApplicationReference"};
const schema192 = {"type":"string","$id":"https://trs.invalid/schemas/closed/ApplicantStatus"};

function validate136(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/UpdateApplicantEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema189.allOf[0].properties, key0))){
const err3 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("updateApplicant" !== data0){
const err5 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "updateApplicant"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/applicationStatus",schemaPath:"#/allOf/0/properties/applicationStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err11 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/closed/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.data !== undefined){
let data4 = data.data;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.applicantRef === undefined){
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data4){
if(!((((key1 === "applicantRef") || (key1 === "applicantStatus")) || (key1 === "reportType")) || (key1 === "rentShare"))){
const err13 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data4.applicantRef !== undefined){
let data5 = data4.applicantRef;
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
const err14 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
const err16 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.applicantStatus !== undefined){
if(typeof data4.applicantStatus !== "string"){
const err18 = {instancePath:instancePath+"/data/applicantStatus",schemaPath:"https://trs.invalid/schemas/closed/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.reportType !== undefined){
let data7 = data4.reportType;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/data/reportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.rentShare !== undefined){
let data8 = data4.rentShare;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/data/rentShare",schemaPath:"#/allOf/0/properties/data/properties/rentShare/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.Applicant !== undefined){
let data9 = data.Applicant;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key2 in data9){
if(!(func6.call(schema189.allOf[0].properties.Applicant.properties, key2))){
const err22 = {instancePath:instancePath+"/Applicant",schemaPath:"#/allOf/0/properties/Applicant/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data9.Title !== undefined){
let data10 = data9.Title;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err23 = {instancePath:instancePath+"/Applicant/Title",schemaPath:"https://trs.invalid/schemas/closed/Title/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9.State !== undefined){
if(typeof data9.State !== "string"){
const err24 = {instancePath:instancePath+"/Applicant/State",schemaPath:"#/allOf/0/properties/Applicant/properties/State/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.FirstName !== undefined){
let data12 = data9.FirstName;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err25 = {instancePath:instancePath+"/Applicant/FirstName",schemaPath:"#/allOf/0/properties/Applicant/properties/FirstName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/Applicant/FirstName",schemaPath:"#/allOf/0/properties/Applicant/properties/FirstName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.LastName !== undefined){
let data13 = data9.LastName;
if(typeof data13 === "string"){
if(func2(data13) < 1){
const err27 = {instancePath:instancePath+"/Applicant/LastName",schemaPath:"#/allOf/0/properties/Applicant/properties/LastName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/Applicant/LastName",schemaPath:"#/allOf/0/properties/Applicant/properties/LastName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data9.IsNameLegal !== undefined){
if(typeof data9.IsNameLegal !== "boolean"){
const err29 = {instancePath:instancePath+"/Applicant/IsNameLegal",schemaPath:"#/allOf/0/properties/Applicant/properties/IsNameLegal/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.EmailAddress !== undefined){
let data15 = data9.EmailAddress;
if(typeof data15 === "string"){
if(!(formats0.test(data15))){
const err30 = {instancePath:instancePath+"/Applicant/EmailAddress",schemaPath:"#/allOf/0/properties/Applicant/properties/EmailAddress/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/Applicant/EmailAddress",schemaPath:"#/allOf/0/properties/Applicant/properties/EmailAddress/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.BestPhoneNumber !== undefined){
if(typeof data9.BestPhoneNumber !== "string"){
const err32 = {instancePath:instancePath+"/Applicant/BestPhoneNumber",schemaPath:"#/allOf/0/properties/Applicant/properties/BestPhoneNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data9.ReportType !== undefined){
let data17 = data9.ReportType;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err33 = {instancePath:instancePath+"/Applicant/ReportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data9.ShareOfRent !== undefined){
let data18 = data9.ShareOfRent;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err34 = {instancePath:instancePath+"/Applicant/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/Applicant/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data9.RentCoveredByOtherTenant !== undefined){
if(typeof data9.RentCoveredByOtherTenant !== "boolean"){
const err36 = {instancePath:instancePath+"/Applicant/RentCoveredByOtherTenant",schemaPath:"#/allOf/0/properties/Applicant/properties/RentCoveredByOtherTenant/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data9.IsIncomeReferenceRequired !== undefined){
if(typeof data9.IsIncomeReferenceRequired !== "boolean"){
const err37 = {instancePath:instancePath+"/Applicant/IsIncomeReferenceRequired",schemaPath:"#/allOf/0/properties/Applicant/properties/IsIncomeReferenceRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data9.IsApplicantFillingTheForm !== undefined){
if(typeof data9.IsApplicantFillingTheForm !== "boolean"){
const err38 = {instancePath:instancePath+"/Applicant/IsApplicantFillingTheForm",schemaPath:"#/allOf/0/properties/Applicant/properties/IsApplicantFillingTheForm/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data9.IdentityCheck !== undefined){
let data22 = data9.IdentityCheck;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key3 in data22){
if(!((((key3 === "IdVerification") || (key3 === "RightToRentVerification")) || (key3 === "AMLVerification")) || (key3 === "PEPsAndSanctionsVerification"))){
const err39 = {instancePath:instancePath+"/Applicant/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data22.IdVerification !== undefined){
if(typeof data22.IdVerification !== "boolean"){
const err40 = {instancePath:instancePath+"/Applicant/IdentityCheck/IdVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/IdVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data22.RightToRentVerification !== undefined){
if(typeof data22.RightToRentVerification !== "boolean"){
const err41 = {instancePath:instancePath+"/Applicant/IdentityCheck/RightToRentVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/RightToRentVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data22.AMLVerification !== undefined){
if(typeof data22.AMLVerification !== "boolean"){
const err42 = {instancePath:instancePath+"/Applicant/IdentityCheck/AMLVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/AMLVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data22.PEPsAndSanctionsVerification !== undefined){
if(typeof data22.PEPsAndSanctionsVerification !== "boolean"){
const err43 = {instancePath:instancePath+"/Applicant/IdentityCheck/PEPsAndSanctionsVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/PEPsAndSanctionsVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/Applicant/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data9.BirthDay !== undefined){
let data27 = data9.BirthDay;
if(typeof data27 === "string"){
if(!(formats2.validate(data27))){
const err45 = {instancePath:instancePath+"/Applicant/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/Applicant/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data9.Nationality !== undefined){
let data28 = data9.Nationality;
if(typeof data28 === "string"){
if(func2(data28) < 1){
const err47 = {instancePath:instancePath+"/Applicant/Nationality",schemaPath:"#/allOf/0/properties/Applicant/properties/Nationality/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/Applicant/Nationality",schemaPath:"#/allOf/0/properties/Applicant/properties/Nationality/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data9.MaritalStatus !== undefined){
let data29 = data9.MaritalStatus;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err49 = {instancePath:instancePath+"/Applicant/MaritalStatus",schemaPath:"https://trs.invalid/schemas/closed/MaritalStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data9.AnyPreviousSurnames !== undefined){
if(typeof data9.AnyPreviousSurnames !== "boolean"){
const err50 = {instancePath:instancePath+"/Applicant/AnyPreviousSurnames",schemaPath:"#/allOf/0/properties/Applicant/properties/AnyPreviousSurnames/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data9.HasInsuranceNo !== undefined){
if(typeof data9.HasInsuranceNo !== "boolean"){
const err51 = {instancePath:instancePath+"/Applicant/HasInsuranceNo",schemaPath:"#/allOf/0/properties/Applicant/properties/HasInsuranceNo/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data9.InsuranceNo !== undefined){
if(typeof data9.InsuranceNo !== "string"){
const err52 = {instancePath:instancePath+"/Applicant/InsuranceNo",schemaPath:"#/allOf/0/properties/Applicant/properties/InsuranceNo/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data9.HasAdverceData !== undefined){
if(typeof data9.HasAdverceData !== "boolean"){
const err53 = {instancePath:instancePath+"/Applicant/HasAdverceData",schemaPath:"#/allOf/0/properties/Applicant/properties/HasAdverceData/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data9.AddressHistory !== undefined){
let data34 = data9.AddressHistory;
if(Array.isArray(data34)){
const len0 = data34.length;
for(let i0=0; i0<len0; i0++){
if(!(validate34(data34[i0], {instancePath:instancePath+"/Applicant/AddressHistory/" + i0,parentData:data34,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err54 = {instancePath:instancePath+"/Applicant/AddressHistory",schemaPath:"#/allOf/0/properties/Applicant/properties/AddressHistory/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data9.SignedConsent !== undefined){
if(!(validate37(data9.SignedConsent, {instancePath:instancePath+"/Applicant/SignedConsent",parentData:data9,parentDataProperty:"SignedConsent",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data9.IncomeEvidence !== undefined){
let data37 = data9.IncomeEvidence;
if(!(data37 && typeof data37 == "object" && !Array.isArray(data37))){
const err55 = {instancePath:instancePath+"/Applicant/IncomeEvidence",schemaPath:"#/allOf/0/properties/Applicant/properties/IncomeEvidence/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data9.ExternalReference !== undefined){
if(typeof data9.ExternalReference !== "string"){
const err56 = {instancePath:instancePath+"/Applicant/ExternalReference",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data9.ReferenceNumber !== undefined){
let data39 = data9.ReferenceNumber;
if(typeof data39 === "string"){
if(!pattern2.test(data39)){
const err57 = {instancePath:instancePath+"/Applicant/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/Applicant/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/Applicant",schemaPath:"#/allOf/0/properties/Applicant/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err60 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err61 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data42 = data.ApplicationId;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err62 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data43 = data.ApplicantId;
const _errs118 = errors;
let valid28 = false;
const _errs119 = errors;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err63 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid0 = _errs119 === errors;
valid28 = valid28 || _valid0;
if(!valid28){
const _errs121 = errors;
if(typeof data43 !== "string"){
const err64 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid0 = _errs121 === errors;
valid28 = valid28 || _valid0;
}
if(!valid28){
const err65 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data44 = data.ApplicationExternalReference;
if((typeof data44 !== "string") && (data44 !== null)){
const err66 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema189.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data45 = data.ApplicantExternalReference;
if((typeof data45 !== "string") && (data45 !== null)){
const err67 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema189.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err69 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data.applicationRef === undefined){
const err70 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data.EntryType === undefined){
const err71 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data.CreationDate === undefined){
const err72 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data.ApplicationId === undefined){
const err73 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err74 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data.ApplicantId === undefined){
const err75 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicantId"}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data.ApplicantExternalReference === undefined){
const err76 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicantExternalReference"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data.applicationStatus === undefined){
const err77 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationStatus"}};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data.Status === undefined){
const err78 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "Status"}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data.data === undefined){
const err79 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data.data !== undefined){
let data46 = data.data;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.applicantRef === undefined){
const err80 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data46.applicantStatus === undefined){
const err81 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "applicantStatus"}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data46.reportType === undefined){
const err82 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "reportType"}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data46.rentShare === undefined){
const err83 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "rentShare"}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
validate136.errors = vErrors;
return errors === 0;
}

export const CreateNewTenancyEventAsSent = validate139;
const schema205 = {"allOf":[{"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"createNewTenancy"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]},"data":{"properties":{"address":{"type":"object","properties":{"addressLine1":{"type":["string","null"]},"addressLine2":{"type":["string","null"]},"town":{"type":["string","null"]},"county":{"type":["string","null"]},"postcode":{"type":["string","null"]},"country":{"type":["string","null"]}},"additionalProperties":false},"applicants":{"type":"array","items":{"$ref":"https://trs.invalid/schemas/closed/AddedApplicantData"}},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]},"partnerApplicantId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]},"partnerCustomerEmail":{"type":["string","null"]},"branchId":{"$ref":"https://trs.invalid/schemas/closed/BranchId"},"branchName":{"type":"string"},"agentId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"referencingServiceType":{"type":"integer"},"applicationType":{"type":"integer"}},"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","data"],"properties":{"data":{"type":"object","required":["address","applicants","partnerTenancyId","partnerApplicantId","partnerCustomerEmail","branchId","branchName","agentId","referencingServiceType","applicationType"],"properties":{"address":{"type":"object","required":["addressLine1","addressLine2","town","county","postcode","country"]},"applicants":{"type":"array","items":{"type":"object","required":["partnerContactId","applicantRef","type","applicantStatus","reportType","rentShare"]}}}}}}],"$id":"https://trs.invalid/validators/sent/CreateNewTenancyEvent"};
const schema216 = {"type":"integer","minimum":1,"$id":"https://trs.invalid/schemas/closed/BranchId"};
const schema208 = {"type":"object","properties":{"type":{"$ref":"https://trs.invalid/schemas/closed/ApplicantKind"},"partnerContactId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]},"applicantRef":{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"},"applicantStatus":{"$ref":"https://trs.invalid/schemas/closed/ApplicantStatus"},"reportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"rentShare":{"type":"number"}},"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/AddedApplicantData"};
const schema209 = {"anyOf":[{"type":"string"},{"type":"integer"}],"$id":"https://trs.invalid/schemas/closed/ApplicantKind"};

function validate140(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/AddedApplicantData" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "type") || (key0 === "partnerContactId")) || (key0 === "applicantRef")) || (key0 === "applicantStatus")) || (key0 === "reportType")) || (key0 === "rentShare"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
const _errs4 = errors;
let valid2 = false;
const _errs5 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/closed/ApplicantKind/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs7 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/closed/ApplicantKind/anyOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err3 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/closed/ApplicantKind/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.partnerContactId !== undefined){
let data1 = data.partnerContactId;
const _errs10 = errors;
let valid3 = false;
const _errs11 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/partnerContactId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs14 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/partnerContactId",schemaPath:"#/properties/partnerContactId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err6 = {instancePath:instancePath+"/partnerContactId",schemaPath:"#/properties/partnerContactId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data.applicantRef !== undefined){
let data2 = data.applicantRef;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err7 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.applicantStatus !== undefined){
if(typeof data.applicantStatus !== "string"){
const err9 = {instancePath:instancePath+"/applicantStatus",schemaPath:"https://trs.invalid/schemas/closed/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.reportType !== undefined){
let data4 = data.reportType;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/reportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.rentShare !== undefined){
let data5 = data.rentShare;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/rentShare",schemaPath:"#/properties/rentShare/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate140.errors = vErrors;
return errors === 0;
}


function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/CreateNewTenancyEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema205.allOf[0].properties, key0))){
const err3 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("createNewTenancy" !== data0){
const err5 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "createNewTenancy"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!(func6.call(schema205.allOf[0].properties.data.properties, key1))){
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.address !== undefined){
let data3 = data2.address;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
if(!((((((key2 === "addressLine1") || (key2 === "addressLine2")) || (key2 === "town")) || (key2 === "county")) || (key2 === "postcode")) || (key2 === "country"))){
const err11 = {instancePath:instancePath+"/data/address",schemaPath:"#/allOf/0/properties/data/properties/address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.addressLine1 !== undefined){
let data4 = data3.addressLine1;
if((typeof data4 !== "string") && (data4 !== null)){
const err12 = {instancePath:instancePath+"/data/address/addressLine1",schemaPath:"#/allOf/0/properties/data/properties/address/properties/addressLine1/type",keyword:"type",params:{type: schema205.allOf[0].properties.data.properties.address.properties.addressLine1.type}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.addressLine2 !== undefined){
let data5 = data3.addressLine2;
if((typeof data5 !== "string") && (data5 !== null)){
const err13 = {instancePath:instancePath+"/data/address/addressLine2",schemaPath:"#/allOf/0/properties/data/properties/address/properties/addressLine2/type",keyword:"type",params:{type: schema205.allOf[0].properties.data.properties.address.properties.addressLine2.type}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.town !== undefined){
let data6 = data3.town;
if((typeof data6 !== "string") && (data6 !== null)){
const err14 = {instancePath:instancePath+"/data/address/town",schemaPath:"#/allOf/0/properties/data/properties/address/properties/town/type",keyword:"type",params:{type: schema205.allOf[0].properties.data.properties.address.properties.town.type}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.county !== undefined){
let data7 = data3.county;
if((typeof data7 !== "string") && (data7 !== null)){
const err15 = {instancePath:instancePath+"/data/address/county",schemaPath:"#/allOf/0/properties/data/properties/address/properties/county/type",keyword:"type",params:{type: schema205.allOf[0].properties.data.properties.address.properties.county.type}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.postcode !== undefined){
let data8 = data3.postcode;
if((typeof data8 !== "string") && (data8 !== null)){
const err16 = {instancePath:instancePath+"/data/address/postcode",schemaPath:"#/allOf/0/properties/data/properties/address/properties/postcode/type",keyword:"type",params:{type: schema205.allOf[0].properties.data.properties.address.properties.postcode.type}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.country !== undefined){
let data9 = data3.country;
if((typeof data9 !== "string") && (data9 !== null)){
const err17 = {instancePath:instancePath+"/data/address/country",schemaPath:"#/allOf/0/properties/data/properties/address/properties/country/type",keyword:"type",params:{type: schema205.allOf[0].properties.data.properties.address.properties.country.type}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/data/address",schemaPath:"#/allOf/0/properties/data/properties/address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.applicants !== undefined){
let data10 = data2.applicants;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
if(!(validate140(data10[i0], {instancePath:instancePath+"/data/applicants/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate140.errors : vErrors.concat(validate140.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath:instancePath+"/data/applicants",schemaPath:"#/allOf/0/properties/data/properties/applicants/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.partnerTenancyId !== undefined){
let data12 = data2.partnerTenancyId;
const _errs36 = errors;
let valid10 = false;
const _errs37 = errors;
if(typeof data12 !== "string"){
const err20 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs37 === errors;
valid10 = valid10 || _valid0;
if(!valid10){
const _errs40 = errors;
if(data12 !== null){
const err21 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"#/allOf/0/properties/data/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs40 === errors;
valid10 = valid10 || _valid0;
}
if(!valid10){
const err22 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"#/allOf/0/properties/data/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
}
if(data2.partnerApplicantId !== undefined){
let data13 = data2.partnerApplicantId;
const _errs43 = errors;
let valid12 = false;
const _errs44 = errors;
if(typeof data13 !== "string"){
const err23 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs44 === errors;
valid12 = valid12 || _valid1;
if(!valid12){
const _errs47 = errors;
if(data13 !== null){
const err24 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"#/allOf/0/properties/data/properties/partnerApplicantId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs47 === errors;
valid12 = valid12 || _valid1;
}
if(!valid12){
const err25 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"#/allOf/0/properties/data/properties/partnerApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
}
if(data2.partnerCustomerEmail !== undefined){
let data14 = data2.partnerCustomerEmail;
if((typeof data14 !== "string") && (data14 !== null)){
const err26 = {instancePath:instancePath+"/data/partnerCustomerEmail",schemaPath:"#/allOf/0/properties/data/properties/partnerCustomerEmail/type",keyword:"type",params:{type: schema205.allOf[0].properties.data.properties.partnerCustomerEmail.type}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.branchId !== undefined){
let data15 = data2.branchId;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err27 = {instancePath:instancePath+"/data/branchId",schemaPath:"https://trs.invalid/schemas/closed/BranchId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err28 = {instancePath:instancePath+"/data/branchId",schemaPath:"https://trs.invalid/schemas/closed/BranchId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data2.branchName !== undefined){
if(typeof data2.branchName !== "string"){
const err29 = {instancePath:instancePath+"/data/branchName",schemaPath:"#/allOf/0/properties/data/properties/branchName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data2.agentId !== undefined){
let data17 = data2.agentId;
const _errs57 = errors;
let valid15 = false;
const _errs58 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err30 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/allOf/0/properties/data/properties/agentId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid2 = _errs58 === errors;
valid15 = valid15 || _valid2;
if(!valid15){
const _errs60 = errors;
if(typeof data17 !== "string"){
const err31 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/allOf/0/properties/data/properties/agentId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid2 = _errs60 === errors;
valid15 = valid15 || _valid2;
}
if(!valid15){
const err32 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/allOf/0/properties/data/properties/agentId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
}
if(data2.referencingServiceType !== undefined){
let data18 = data2.referencingServiceType;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err33 = {instancePath:instancePath+"/data/referencingServiceType",schemaPath:"#/allOf/0/properties/data/properties/referencingServiceType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data2.applicationType !== undefined){
let data19 = data2.applicationType;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err34 = {instancePath:instancePath+"/data/applicationType",schemaPath:"#/allOf/0/properties/data/properties/applicationType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data20 = data.EntryType;
if(typeof data20 !== "string"){
const err36 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data20 !== "string"){
const err37 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err38 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data22 = data.ApplicationId;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err39 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data23 = data.ApplicantId;
const _errs76 = errors;
let valid17 = false;
const _errs77 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err40 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid3 = _errs77 === errors;
valid17 = valid17 || _valid3;
if(!valid17){
const _errs79 = errors;
if(typeof data23 !== "string"){
const err41 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid3 = _errs79 === errors;
valid17 = valid17 || _valid3;
}
if(!valid17){
const err42 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs76;
if(vErrors !== null){
if(_errs76){
vErrors.length = _errs76;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data24 = data.ApplicationExternalReference;
if((typeof data24 !== "string") && (data24 !== null)){
const err43 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema205.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data25 = data.ApplicantExternalReference;
if((typeof data25 !== "string") && (data25 !== null)){
const err44 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema205.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err46 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.applicationRef === undefined){
const err47 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.EntryType === undefined){
const err48 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data.CreationDate === undefined){
const err49 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data.ApplicationId === undefined){
const err50 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err51 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data.data === undefined){
const err52 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data.data !== undefined){
let data26 = data.data;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.address === undefined){
const err53 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "address"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data26.applicants === undefined){
const err54 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "applicants"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data26.partnerTenancyId === undefined){
const err55 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "partnerTenancyId"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data26.partnerApplicantId === undefined){
const err56 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "partnerApplicantId"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data26.partnerCustomerEmail === undefined){
const err57 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "partnerCustomerEmail"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data26.branchId === undefined){
const err58 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "branchId"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data26.branchName === undefined){
const err59 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "branchName"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data26.agentId === undefined){
const err60 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "agentId"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data26.referencingServiceType === undefined){
const err61 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "referencingServiceType"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data26.applicationType === undefined){
const err62 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "applicationType"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data26.address !== undefined){
let data27 = data26.address;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.addressLine1 === undefined){
const err63 = {instancePath:instancePath+"/data/address",schemaPath:"#/allOf/1/properties/data/properties/address/required",keyword:"required",params:{missingProperty: "addressLine1"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data27.addressLine2 === undefined){
const err64 = {instancePath:instancePath+"/data/address",schemaPath:"#/allOf/1/properties/data/properties/address/required",keyword:"required",params:{missingProperty: "addressLine2"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data27.town === undefined){
const err65 = {instancePath:instancePath+"/data/address",schemaPath:"#/allOf/1/properties/data/properties/address/required",keyword:"required",params:{missingProperty: "town"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data27.county === undefined){
const err66 = {instancePath:instancePath+"/data/address",schemaPath:"#/allOf/1/properties/data/properties/address/required",keyword:"required",params:{missingProperty: "county"}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data27.postcode === undefined){
const err67 = {instancePath:instancePath+"/data/address",schemaPath:"#/allOf/1/properties/data/properties/address/required",keyword:"required",params:{missingProperty: "postcode"}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data27.country === undefined){
const err68 = {instancePath:instancePath+"/data/address",schemaPath:"#/allOf/1/properties/data/properties/address/required",keyword:"required",params:{missingProperty: "country"}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/data/address",schemaPath:"#/allOf/1/properties/data/properties/address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data26.applicants !== undefined){
let data28 = data26.applicants;
if(Array.isArray(data28)){
const len1 = data28.length;
for(let i1=0; i1<len1; i1++){
let data29 = data28[i1];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.partnerContactId === undefined){
const err70 = {instancePath:instancePath+"/data/applicants/" + i1,schemaPath:"#/allOf/1/properties/data/properties/applicants/items/required",keyword:"required",params:{missingProperty: "partnerContactId"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data29.applicantRef === undefined){
const err71 = {instancePath:instancePath+"/data/applicants/" + i1,schemaPath:"#/allOf/1/properties/data/properties/applicants/items/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data29.type === undefined){
const err72 = {instancePath:instancePath+"/data/applicants/" + i1,schemaPath:"#/allOf/1/properties/data/properties/applicants/items/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data29.applicantStatus === undefined){
const err73 = {instancePath:instancePath+"/data/applicants/" + i1,schemaPath:"#/allOf/1/properties/data/properties/applicants/items/required",keyword:"required",params:{missingProperty: "applicantStatus"}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data29.reportType === undefined){
const err74 = {instancePath:instancePath+"/data/applicants/" + i1,schemaPath:"#/allOf/1/properties/data/properties/applicants/items/required",keyword:"required",params:{missingProperty: "reportType"}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data29.rentShare === undefined){
const err75 = {instancePath:instancePath+"/data/applicants/" + i1,schemaPath:"#/allOf/1/properties/data/properties/applicants/items/required",keyword:"required",params:{missingProperty: "rentShare"}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/data/applicants/" + i1,schemaPath:"#/allOf/1/properties/data/properties/applicants/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/data/applicants",schemaPath:"#/allOf/1/properties/data/properties/applicants/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
validate139.errors = vErrors;
return errors === 0;
}

export const AddApplicantEventAsSent = validate142;
const schema217 = {"allOf":[{"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"addApplicant"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]},"applicationStatus":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/TenancyStep"}]},"Status":{"$ref":"https://trs.invalid/schemas/closed/ApplicantStatus"},"data":{"properties":{"applicantRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}]},"type":{"$ref":"https://trs.invalid/schemas/closed/ApplicantKind"},"partnerContactId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]},"applicantStatus":{"$ref":"https://trs.invalid/schemas/closed/ApplicantStatus"},"reportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"rentShare":{"type":"number"}},"required":["applicantRef"],"type":"object","additionalProperties":false},"Applicant":{"properties":{"Title":{"$ref":"https://trs.invalid/schemas/closed/Title"},"State":{"type":"string"},"FirstName":{"type":"string","minLength":1},"LastName":{"type":"string","minLength":1},"IsNameLegal":{"type":"boolean"},"EmailAddress":{"type":"string","format":"email"},"BestPhoneNumber":{"type":"string"},"ReportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"ShareOfRent":{"$ref":"https://trs.invalid/schemas/closed/Money"},"RentCoveredByOtherTenant":{"type":"boolean"},"IsIncomeReferenceRequired":{"type":"boolean"},"IsApplicantFillingTheForm":{"type":"boolean"},"IdentityCheck":{"$ref":"https://trs.invalid/schemas/closed/IdentityCheck"},"BirthDay":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/IsoDate"}]},"Nationality":{"type":"string","minLength":1},"MaritalStatus":{"$ref":"https://trs.invalid/schemas/closed/MaritalStatus"},"AnyPreviousSurnames":{"type":"boolean"},"HasInsuranceNo":{"type":"boolean"},"InsuranceNo":{"type":"string"},"HasAdverceData":{"type":"boolean"},"AddressHistory":{"type":"array","items":{"$ref":"https://trs.invalid/schemas/closed/AddressHistoryEntry"}},"SignedConsent":{"$ref":"https://trs.invalid/schemas/closed/SignedConsent"},"IncomeEvidence":{"type":"object","additionalProperties":true},"ExternalReference":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"}]},"ReferenceNumber":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}]}},"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","ApplicantId","ApplicantExternalReference","applicationStatus","Status","data"],"properties":{"data":{"type":"object","required":["applicantRef","applicantStatus","reportType","rentShare","type","partnerContactId"]}},"allOf":[{"if":{"type":"object","required":["Status"],"properties":{"Status":{"const":"Completed"}}},"then":{"type":"object","required":["Applicant"]}}]}],"$id":"https://trs.invalid/validators/sent/AddApplicantEvent"};
const schema220 = {"type":"integer","x-codes":{"1":"Referencing in progress","2":"Referencing complete","3":"Tenants confirming preferences","4":"Awaiting tenancy agreement","5":"Awaiting tenant signing","6":"Awaiting landlord signing","7":"Awaiting agent signing","8":"Awaiting agent to confirm inventory","9":"Awaiting move-in meter readings","10":"Awaiting move-out meter readings","11":"Complete","12":"Tenancy archived"},"x-codes-complete":true,"enum":[1,2,3,4,5,6,7,8,9,10,11,12],"$id":"https://trs.invalid/schemas/closed/TenancyStep"};

function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/AddApplicantEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema217.allOf[0].properties, key0))){
const err3 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("addApplicant" !== data0){
const err5 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "addApplicant"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/applicationStatus",schemaPath:"https://trs.invalid/schemas/closed/TenancyStep/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((((((((((data2 === 1) || (data2 === 2)) || (data2 === 3)) || (data2 === 4)) || (data2 === 5)) || (data2 === 6)) || (data2 === 7)) || (data2 === 8)) || (data2 === 9)) || (data2 === 10)) || (data2 === 11)) || (data2 === 12))){
const err11 = {instancePath:instancePath+"/applicationStatus",schemaPath:"https://trs.invalid/schemas/closed/TenancyStep/enum",keyword:"enum",params:{allowedValues: schema220.enum}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err12 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/closed/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.data !== undefined){
let data4 = data.data;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.applicantRef === undefined){
const err13 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data4){
if(!((((((key1 === "applicantRef") || (key1 === "type")) || (key1 === "partnerContactId")) || (key1 === "applicantStatus")) || (key1 === "reportType")) || (key1 === "rentShare"))){
const err14 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.applicantRef !== undefined){
let data5 = data4.applicantRef;
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
const err15 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
const err17 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.type !== undefined){
let data6 = data4.type;
const _errs33 = errors;
let valid14 = false;
const _errs34 = errors;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/data/type",schemaPath:"https://trs.invalid/schemas/closed/ApplicantKind/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs34 === errors;
valid14 = valid14 || _valid0;
if(!valid14){
const _errs36 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/data/type",schemaPath:"https://trs.invalid/schemas/closed/ApplicantKind/anyOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs36 === errors;
valid14 = valid14 || _valid0;
}
if(!valid14){
const err21 = {instancePath:instancePath+"/data/type",schemaPath:"https://trs.invalid/schemas/closed/ApplicantKind/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data4.partnerContactId !== undefined){
let data7 = data4.partnerContactId;
const _errs39 = errors;
let valid15 = false;
const _errs40 = errors;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/data/partnerContactId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid15 = valid15 || _valid1;
if(!valid15){
const _errs43 = errors;
if(data7 !== null){
const err23 = {instancePath:instancePath+"/data/partnerContactId",schemaPath:"#/allOf/0/properties/data/properties/partnerContactId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs43 === errors;
valid15 = valid15 || _valid1;
}
if(!valid15){
const err24 = {instancePath:instancePath+"/data/partnerContactId",schemaPath:"#/allOf/0/properties/data/properties/partnerContactId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
}
if(data4.applicantStatus !== undefined){
if(typeof data4.applicantStatus !== "string"){
const err25 = {instancePath:instancePath+"/data/applicantStatus",schemaPath:"https://trs.invalid/schemas/closed/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.reportType !== undefined){
let data9 = data4.reportType;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/data/reportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data4.rentShare !== undefined){
let data10 = data4.rentShare;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err27 = {instancePath:instancePath+"/data/rentShare",schemaPath:"#/allOf/0/properties/data/properties/rentShare/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.Applicant !== undefined){
let data11 = data.Applicant;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key2 in data11){
if(!(func6.call(schema217.allOf[0].properties.Applicant.properties, key2))){
const err29 = {instancePath:instancePath+"/Applicant",schemaPath:"#/allOf/0/properties/Applicant/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data11.Title !== undefined){
let data12 = data11.Title;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err30 = {instancePath:instancePath+"/Applicant/Title",schemaPath:"https://trs.invalid/schemas/closed/Title/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data11.State !== undefined){
if(typeof data11.State !== "string"){
const err31 = {instancePath:instancePath+"/Applicant/State",schemaPath:"#/allOf/0/properties/Applicant/properties/State/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data11.FirstName !== undefined){
let data14 = data11.FirstName;
if(typeof data14 === "string"){
if(func2(data14) < 1){
const err32 = {instancePath:instancePath+"/Applicant/FirstName",schemaPath:"#/allOf/0/properties/Applicant/properties/FirstName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/Applicant/FirstName",schemaPath:"#/allOf/0/properties/Applicant/properties/FirstName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data11.LastName !== undefined){
let data15 = data11.LastName;
if(typeof data15 === "string"){
if(func2(data15) < 1){
const err34 = {instancePath:instancePath+"/Applicant/LastName",schemaPath:"#/allOf/0/properties/Applicant/properties/LastName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/Applicant/LastName",schemaPath:"#/allOf/0/properties/Applicant/properties/LastName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.IsNameLegal !== undefined){
if(typeof data11.IsNameLegal !== "boolean"){
const err36 = {instancePath:instancePath+"/Applicant/IsNameLegal",schemaPath:"#/allOf/0/properties/Applicant/properties/IsNameLegal/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data11.EmailAddress !== undefined){
let data17 = data11.EmailAddress;
if(typeof data17 === "string"){
if(!(formats0.test(data17))){
const err37 = {instancePath:instancePath+"/Applicant/EmailAddress",schemaPath:"#/allOf/0/properties/Applicant/properties/EmailAddress/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/Applicant/EmailAddress",schemaPath:"#/allOf/0/properties/Applicant/properties/EmailAddress/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data11.BestPhoneNumber !== undefined){
if(typeof data11.BestPhoneNumber !== "string"){
const err39 = {instancePath:instancePath+"/Applicant/BestPhoneNumber",schemaPath:"#/allOf/0/properties/Applicant/properties/BestPhoneNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data11.ReportType !== undefined){
let data19 = data11.ReportType;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err40 = {instancePath:instancePath+"/Applicant/ReportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data11.ShareOfRent !== undefined){
let data20 = data11.ShareOfRent;
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err41 = {instancePath:instancePath+"/Applicant/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/Applicant/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data11.RentCoveredByOtherTenant !== undefined){
if(typeof data11.RentCoveredByOtherTenant !== "boolean"){
const err43 = {instancePath:instancePath+"/Applicant/RentCoveredByOtherTenant",schemaPath:"#/allOf/0/properties/Applicant/properties/RentCoveredByOtherTenant/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data11.IsIncomeReferenceRequired !== undefined){
if(typeof data11.IsIncomeReferenceRequired !== "boolean"){
const err44 = {instancePath:instancePath+"/Applicant/IsIncomeReferenceRequired",schemaPath:"#/allOf/0/properties/Applicant/properties/IsIncomeReferenceRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data11.IsApplicantFillingTheForm !== undefined){
if(typeof data11.IsApplicantFillingTheForm !== "boolean"){
const err45 = {instancePath:instancePath+"/Applicant/IsApplicantFillingTheForm",schemaPath:"#/allOf/0/properties/Applicant/properties/IsApplicantFillingTheForm/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data11.IdentityCheck !== undefined){
let data24 = data11.IdentityCheck;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key3 in data24){
if(!((((key3 === "IdVerification") || (key3 === "RightToRentVerification")) || (key3 === "AMLVerification")) || (key3 === "PEPsAndSanctionsVerification"))){
const err46 = {instancePath:instancePath+"/Applicant/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data24.IdVerification !== undefined){
if(typeof data24.IdVerification !== "boolean"){
const err47 = {instancePath:instancePath+"/Applicant/IdentityCheck/IdVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/IdVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data24.RightToRentVerification !== undefined){
if(typeof data24.RightToRentVerification !== "boolean"){
const err48 = {instancePath:instancePath+"/Applicant/IdentityCheck/RightToRentVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/RightToRentVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data24.AMLVerification !== undefined){
if(typeof data24.AMLVerification !== "boolean"){
const err49 = {instancePath:instancePath+"/Applicant/IdentityCheck/AMLVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/AMLVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data24.PEPsAndSanctionsVerification !== undefined){
if(typeof data24.PEPsAndSanctionsVerification !== "boolean"){
const err50 = {instancePath:instancePath+"/Applicant/IdentityCheck/PEPsAndSanctionsVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/PEPsAndSanctionsVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/Applicant/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data11.BirthDay !== undefined){
let data29 = data11.BirthDay;
if(typeof data29 === "string"){
if(!(formats2.validate(data29))){
const err52 = {instancePath:instancePath+"/Applicant/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/Applicant/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data11.Nationality !== undefined){
let data30 = data11.Nationality;
if(typeof data30 === "string"){
if(func2(data30) < 1){
const err54 = {instancePath:instancePath+"/Applicant/Nationality",schemaPath:"#/allOf/0/properties/Applicant/properties/Nationality/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/Applicant/Nationality",schemaPath:"#/allOf/0/properties/Applicant/properties/Nationality/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data11.MaritalStatus !== undefined){
let data31 = data11.MaritalStatus;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err56 = {instancePath:instancePath+"/Applicant/MaritalStatus",schemaPath:"https://trs.invalid/schemas/closed/MaritalStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data11.AnyPreviousSurnames !== undefined){
if(typeof data11.AnyPreviousSurnames !== "boolean"){
const err57 = {instancePath:instancePath+"/Applicant/AnyPreviousSurnames",schemaPath:"#/allOf/0/properties/Applicant/properties/AnyPreviousSurnames/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data11.HasInsuranceNo !== undefined){
if(typeof data11.HasInsuranceNo !== "boolean"){
const err58 = {instancePath:instancePath+"/Applicant/HasInsuranceNo",schemaPath:"#/allOf/0/properties/Applicant/properties/HasInsuranceNo/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data11.InsuranceNo !== undefined){
if(typeof data11.InsuranceNo !== "string"){
const err59 = {instancePath:instancePath+"/Applicant/InsuranceNo",schemaPath:"#/allOf/0/properties/Applicant/properties/InsuranceNo/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data11.HasAdverceData !== undefined){
if(typeof data11.HasAdverceData !== "boolean"){
const err60 = {instancePath:instancePath+"/Applicant/HasAdverceData",schemaPath:"#/allOf/0/properties/Applicant/properties/HasAdverceData/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data11.AddressHistory !== undefined){
let data36 = data11.AddressHistory;
if(Array.isArray(data36)){
const len0 = data36.length;
for(let i0=0; i0<len0; i0++){
if(!(validate34(data36[i0], {instancePath:instancePath+"/Applicant/AddressHistory/" + i0,parentData:data36,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err61 = {instancePath:instancePath+"/Applicant/AddressHistory",schemaPath:"#/allOf/0/properties/Applicant/properties/AddressHistory/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data11.SignedConsent !== undefined){
if(!(validate37(data11.SignedConsent, {instancePath:instancePath+"/Applicant/SignedConsent",parentData:data11,parentDataProperty:"SignedConsent",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data11.IncomeEvidence !== undefined){
let data39 = data11.IncomeEvidence;
if(!(data39 && typeof data39 == "object" && !Array.isArray(data39))){
const err62 = {instancePath:instancePath+"/Applicant/IncomeEvidence",schemaPath:"#/allOf/0/properties/Applicant/properties/IncomeEvidence/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data11.ExternalReference !== undefined){
if(typeof data11.ExternalReference !== "string"){
const err63 = {instancePath:instancePath+"/Applicant/ExternalReference",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data11.ReferenceNumber !== undefined){
let data41 = data11.ReferenceNumber;
if(typeof data41 === "string"){
if(!pattern2.test(data41)){
const err64 = {instancePath:instancePath+"/Applicant/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/Applicant/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/Applicant",schemaPath:"#/allOf/0/properties/Applicant/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data42 = data.EntryType;
if(typeof data42 !== "string"){
const err67 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(typeof data42 !== "string"){
const err68 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err69 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data44 = data.ApplicationId;
if(!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))){
const err70 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data45 = data.ApplicantId;
const _errs137 = errors;
let valid35 = false;
const _errs138 = errors;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err71 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid2 = _errs138 === errors;
valid35 = valid35 || _valid2;
if(!valid35){
const _errs140 = errors;
if(typeof data45 !== "string"){
const err72 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid2 = _errs140 === errors;
valid35 = valid35 || _valid2;
}
if(!valid35){
const err73 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs137;
if(vErrors !== null){
if(_errs137){
vErrors.length = _errs137;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data46 = data.ApplicationExternalReference;
if((typeof data46 !== "string") && (data46 !== null)){
const err74 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema217.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data47 = data.ApplicantExternalReference;
if((typeof data47 !== "string") && (data47 !== null)){
const err75 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema217.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
const _errs149 = errors;
let valid37 = true;
const _errs150 = errors;
if(errors === _errs150){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Status === undefined) && (missing0 = "Status")){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
if(data.Status !== undefined){
if("Completed" !== data.Status){
const err78 = {};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
}
else {
const err79 = {};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
var _valid3 = _errs150 === errors;
errors = _errs149;
if(vErrors !== null){
if(_errs149){
vErrors.length = _errs149;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs153 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Applicant === undefined){
const err80 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/required",keyword:"required",params:{missingProperty: "Applicant"}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid3 = _errs153 === errors;
valid37 = _valid3;
}
if(!valid37){
const err82 = {instancePath,schemaPath:"#/allOf/1/allOf/0/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err83 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data.applicationRef === undefined){
const err84 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data.EntryType === undefined){
const err85 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data.CreationDate === undefined){
const err86 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data.ApplicationId === undefined){
const err87 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err88 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data.ApplicantId === undefined){
const err89 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicantId"}};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data.ApplicantExternalReference === undefined){
const err90 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicantExternalReference"}};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data.applicationStatus === undefined){
const err91 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationStatus"}};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data.Status === undefined){
const err92 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "Status"}};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data.data === undefined){
const err93 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data.data !== undefined){
let data49 = data.data;
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
if(data49.applicantRef === undefined){
const err94 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data49.applicantStatus === undefined){
const err95 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "applicantStatus"}};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data49.reportType === undefined){
const err96 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "reportType"}};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data49.rentShare === undefined){
const err97 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "rentShare"}};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data49.type === undefined){
const err98 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data49.partnerContactId === undefined){
const err99 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "partnerContactId"}};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
else {
const err101 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
validate142.errors = vErrors;
return errors === 0;
}

export const ApplicantReopenedEventAsSent = validate145;
const schema236 = {"allOf":[{"type":"object","required":["topic","applicationRef","applicantRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"applicantReopened"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]},"applicantRef":{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"data":{"type":"object","additionalProperties":false},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","ApplicantId","ApplicantExternalReference","applicantRef"]}],"$id":"https://trs.invalid/validators/sent/ApplicantReopenedEvent"};

function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/ApplicantReopenedEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.applicantRef === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema236.allOf[0].properties, key0))){
const err3 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("applicantReopened" !== data0){
const err5 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "applicantReopened"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.applicantRef !== undefined){
let data2 = data.applicantRef;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err10 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data3 = data.EntryType;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.data !== undefined){
let data4 = data.data;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
const err14 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err16 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data6 = data.ApplicationId;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data7 = data.ApplicantId;
const _errs30 = errors;
let valid8 = false;
const _errs31 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err18 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs31 === errors;
valid8 = valid8 || _valid0;
if(!valid8){
const _errs33 = errors;
if(typeof data7 !== "string"){
const err19 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs33 === errors;
valid8 = valid8 || _valid0;
}
if(!valid8){
const err20 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data8 = data.ApplicationExternalReference;
if((typeof data8 !== "string") && (data8 !== null)){
const err21 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema236.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data9 = data.ApplicantExternalReference;
if((typeof data9 !== "string") && (data9 !== null)){
const err22 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema236.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err24 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.applicationRef === undefined){
const err25 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.EntryType === undefined){
const err26 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.CreationDate === undefined){
const err27 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.ApplicationId === undefined){
const err28 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err29 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.ApplicantId === undefined){
const err30 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicantId"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.ApplicantExternalReference === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicantExternalReference"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.applicantRef === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate145.errors = vErrors;
return errors === 0;
}

export const UpdateApplicationStatusEventAsSent = validate146;
const schema240 = {"allOf":[{"type":"object","required":["topic","applicationRef","applicationStatus"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"updateApplicationStatus"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]},"applicationStatus":{"$ref":"https://trs.invalid/schemas/closed/TenancyStep"},"isPrescribedInformationRequired":{"type":"boolean"},"isPrescribedInformationCompleted":{"type":"boolean"},"isTenancyFinalised":{"type":"boolean"},"howWillSignApplicants":{"type":"integer"},"howWillSignAgentLandlord":{"type":"integer"},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"data":{"type":"object","additionalProperties":false},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","applicationStatus","isPrescribedInformationRequired","isPrescribedInformationCompleted","isTenancyFinalised","howWillSignApplicants","howWillSignAgentLandlord"]}],"$id":"https://trs.invalid/validators/sent/UpdateApplicationStatusEvent"};

function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/UpdateApplicationStatusEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.applicationStatus === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationStatus"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema240.allOf[0].properties, key0))){
const err3 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("updateApplicationStatus" !== data0){
const err5 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "updateApplicationStatus"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/applicationStatus",schemaPath:"https://trs.invalid/schemas/closed/TenancyStep/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((((((((((data2 === 1) || (data2 === 2)) || (data2 === 3)) || (data2 === 4)) || (data2 === 5)) || (data2 === 6)) || (data2 === 7)) || (data2 === 8)) || (data2 === 9)) || (data2 === 10)) || (data2 === 11)) || (data2 === 12))){
const err11 = {instancePath:instancePath+"/applicationStatus",schemaPath:"https://trs.invalid/schemas/closed/TenancyStep/enum",keyword:"enum",params:{allowedValues: schema220.enum}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.isPrescribedInformationRequired !== undefined){
if(typeof data.isPrescribedInformationRequired !== "boolean"){
const err12 = {instancePath:instancePath+"/isPrescribedInformationRequired",schemaPath:"#/allOf/0/properties/isPrescribedInformationRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.isPrescribedInformationCompleted !== undefined){
if(typeof data.isPrescribedInformationCompleted !== "boolean"){
const err13 = {instancePath:instancePath+"/isPrescribedInformationCompleted",schemaPath:"#/allOf/0/properties/isPrescribedInformationCompleted/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.isTenancyFinalised !== undefined){
if(typeof data.isTenancyFinalised !== "boolean"){
const err14 = {instancePath:instancePath+"/isTenancyFinalised",schemaPath:"#/allOf/0/properties/isTenancyFinalised/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.howWillSignApplicants !== undefined){
let data6 = data.howWillSignApplicants;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err15 = {instancePath:instancePath+"/howWillSignApplicants",schemaPath:"#/allOf/0/properties/howWillSignApplicants/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.howWillSignAgentLandlord !== undefined){
let data7 = data.howWillSignAgentLandlord;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err16 = {instancePath:instancePath+"/howWillSignAgentLandlord",schemaPath:"#/allOf/0/properties/howWillSignAgentLandlord/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data8 = data.EntryType;
if(typeof data8 !== "string"){
const err17 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.data !== undefined){
let data9 = data.data;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key1 in data9){
const err19 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err21 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data11 = data.ApplicationId;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err22 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data12 = data.ApplicantId;
const _errs40 = errors;
let valid8 = false;
const _errs41 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err23 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs41 === errors;
valid8 = valid8 || _valid0;
if(!valid8){
const _errs43 = errors;
if(typeof data12 !== "string"){
const err24 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs43 === errors;
valid8 = valid8 || _valid0;
}
if(!valid8){
const err25 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data13 = data.ApplicationExternalReference;
if((typeof data13 !== "string") && (data13 !== null)){
const err26 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema240.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data14 = data.ApplicantExternalReference;
if((typeof data14 !== "string") && (data14 !== null)){
const err27 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema240.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err29 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.applicationRef === undefined){
const err30 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.EntryType === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.CreationDate === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.ApplicationId === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err34 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.applicationStatus === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationStatus"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.isPrescribedInformationRequired === undefined){
const err36 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "isPrescribedInformationRequired"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.isPrescribedInformationCompleted === undefined){
const err37 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "isPrescribedInformationCompleted"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.isTenancyFinalised === undefined){
const err38 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "isTenancyFinalised"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.howWillSignApplicants === undefined){
const err39 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "howWillSignApplicants"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.howWillSignAgentLandlord === undefined){
const err40 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "howWillSignAgentLandlord"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate146.errors = vErrors;
return errors === 0;
}

export const UploadPartnerDocumentEventAsSent = validate147;
const schema244 = {"allOf":[{"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"uploadPartnerDocument"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]},"data":{"allOf":[{"anyOf":[{"required":["presignedUrl"],"properties":{"presignedUrl":{"type":"string"}}},{"required":["fileData"],"properties":{"fileData":{"type":"string"}}}]}],"properties":{"documentType":{"$ref":"https://trs.invalid/schemas/closed/DocumentType"},"fileName":{"type":"string"},"presignedUrl":{"type":"string","format":"uri"},"fileData":{"type":"string"}},"required":["documentType","fileName"],"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","data"],"properties":{"data":{"type":"object","required":["documentType","fileName"]}},"allOf":[{"if":{"not":{"type":"object","required":["data"],"properties":{"data":{"type":"object","required":["fileData"]}}}},"then":{"type":"object","required":["data"],"properties":{"data":{"type":"object","required":["presignedUrl"]}}}},{"if":{"not":{"type":"object","required":["data"],"properties":{"data":{"type":"object","required":["presignedUrl"]}}}},"then":{"type":"object","required":["data"],"properties":{"data":{"type":"object","required":["fileData"]}}}},{"if":{"type":"object","required":["data"],"properties":{"data":{"type":"object","required":["documentType"],"properties":{"documentType":{"enum":[0,23,24,25,26]}}}}},"then":{"type":"object","required":["ApplicantId","ApplicantExternalReference"]}}]}],"$id":"https://trs.invalid/validators/sent/UploadPartnerDocumentEvent"};
const schema247 = {"type":"integer","x-codes":{"0":"Signed receipt of documents","1":"Landlord confirmation document","2":"Tenancy agreement","3":"Tenancy agreement audit trail","4":"Tenancy audit trail","5":"Proof of inventory","6":"Additional attachments","7":"Tenant guide","8":"How to Rent guide","9":"How to Rent guide (easy read)","10":"Tenant leaflet","11":"Deposit scheme leaflet","12":"Deposit scheme, custodial","13":"Deposit scheme, insured","14":"Inventory document","15":"Counter indemnity","16":"Gas safety certificate","17":"Energy performance certificate","18":"Electrical certificates","19":"Prescribed information","20":"Deposit certificate","21":"Deposit terms and conditions","22":"Other","23":"Identity check report","24":"Right to Rent report","25":"Anti-money-laundering report","26":"PEPs and sanctions report","27":"Professional guarantor agreement","28":"Rent increase notice","29":"Agreed rent confirmation","30":"Withdrawal notice"},"x-codes-complete":true,"enum":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30],"$id":"https://trs.invalid/schemas/closed/DocumentType"};

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/UploadPartnerDocumentEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema244.allOf[0].properties, key0))){
const err3 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("uploadPartnerDocument" !== data0){
const err5 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "uploadPartnerDocument"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
const _errs17 = errors;
let valid7 = false;
const _errs18 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.presignedUrl === undefined){
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/allOf/0/anyOf/0/required",keyword:"required",params:{missingProperty: "presignedUrl"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.presignedUrl !== undefined){
if(typeof data2.presignedUrl !== "string"){
const err11 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/allOf/0/properties/data/allOf/0/anyOf/0/properties/presignedUrl/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
var _valid0 = _errs18 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs21 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.fileData === undefined){
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/allOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "fileData"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.fileData !== undefined){
if(typeof data2.fileData !== "string"){
const err13 = {instancePath:instancePath+"/data/fileData",schemaPath:"#/allOf/0/properties/data/allOf/0/anyOf/1/properties/fileData/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var _valid0 = _errs21 === errors;
valid7 = valid7 || _valid0;
}
if(!valid7){
const err14 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/allOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.documentType === undefined){
const err15 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/required",keyword:"required",params:{missingProperty: "documentType"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2.fileName === undefined){
const err16 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/required",keyword:"required",params:{missingProperty: "fileName"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "documentType") || (key1 === "fileName")) || (key1 === "presignedUrl")) || (key1 === "fileData"))){
const err17 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.documentType !== undefined){
let data5 = data2.documentType;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/data/documentType",schemaPath:"https://trs.invalid/schemas/closed/DocumentType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((data5 === 0) || (data5 === 1)) || (data5 === 2)) || (data5 === 3)) || (data5 === 4)) || (data5 === 5)) || (data5 === 6)) || (data5 === 7)) || (data5 === 8)) || (data5 === 9)) || (data5 === 10)) || (data5 === 11)) || (data5 === 12)) || (data5 === 13)) || (data5 === 14)) || (data5 === 15)) || (data5 === 16)) || (data5 === 17)) || (data5 === 18)) || (data5 === 19)) || (data5 === 20)) || (data5 === 21)) || (data5 === 22)) || (data5 === 23)) || (data5 === 24)) || (data5 === 25)) || (data5 === 26)) || (data5 === 27)) || (data5 === 28)) || (data5 === 29)) || (data5 === 30))){
const err19 = {instancePath:instancePath+"/data/documentType",schemaPath:"https://trs.invalid/schemas/closed/DocumentType/enum",keyword:"enum",params:{allowedValues: schema247.enum}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.fileName !== undefined){
if(typeof data2.fileName !== "string"){
const err20 = {instancePath:instancePath+"/data/fileName",schemaPath:"#/allOf/0/properties/data/properties/fileName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.presignedUrl !== undefined){
let data7 = data2.presignedUrl;
if(typeof data7 === "string"){
if(!(formats24(data7))){
const err21 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/allOf/0/properties/data/properties/presignedUrl/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/allOf/0/properties/data/properties/presignedUrl/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.fileData !== undefined){
if(typeof data2.fileData !== "string"){
const err23 = {instancePath:instancePath+"/data/fileData",schemaPath:"#/allOf/0/properties/data/properties/fileData/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data9 = data.EntryType;
if(typeof data9 !== "string"){
const err25 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data9 !== "string"){
const err26 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err27 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data11 = data.ApplicationId;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err28 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data12 = data.ApplicantId;
const _errs44 = errors;
let valid13 = false;
const _errs45 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err29 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs45 === errors;
valid13 = valid13 || _valid1;
if(!valid13){
const _errs47 = errors;
if(typeof data12 !== "string"){
const err30 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid1 = _errs47 === errors;
valid13 = valid13 || _valid1;
}
if(!valid13){
const err31 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data13 = data.ApplicationExternalReference;
if((typeof data13 !== "string") && (data13 !== null)){
const err32 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema244.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data14 = data.ApplicantExternalReference;
if((typeof data14 !== "string") && (data14 !== null)){
const err33 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema244.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const _errs56 = errors;
let valid15 = true;
const _errs57 = errors;
const _errs58 = errors;
const _errs59 = errors;
if(errors === _errs59){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.data === undefined) && (missing0 = "data")){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
if(data.data !== undefined){
let data15 = data.data;
const _errs61 = errors;
if(errors === _errs61){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing1;
if((data15.fileData === undefined) && (missing1 = "fileData")){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
}
}
else {
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
var valid16 = _errs59 === errors;
if(valid16){
const err39 = {};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs57 === errors;
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs63 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err40 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.data !== undefined){
let data16 = data.data;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.presignedUrl === undefined){
const err41 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/allOf/0/then/properties/data/required",keyword:"required",params:{missingProperty: "presignedUrl"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/allOf/0/then/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid2 = _errs63 === errors;
valid15 = _valid2;
}
if(!valid15){
const err44 = {instancePath,schemaPath:"#/allOf/1/allOf/0/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const _errs68 = errors;
let valid19 = true;
const _errs69 = errors;
const _errs70 = errors;
const _errs71 = errors;
if(errors === _errs71){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.data === undefined) && (missing2 = "data")){
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
if(data.data !== undefined){
let data17 = data.data;
const _errs73 = errors;
if(errors === _errs73){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing3;
if((data17.presignedUrl === undefined) && (missing3 = "presignedUrl")){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
}
}
else {
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
var valid20 = _errs71 === errors;
if(valid20){
const err49 = {};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs70;
if(vErrors !== null){
if(_errs70){
vErrors.length = _errs70;
}
else {
vErrors = null;
}
}
}
var _valid3 = _errs69 === errors;
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs75 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err50 = {instancePath,schemaPath:"#/allOf/1/allOf/1/then/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data.data !== undefined){
let data18 = data.data;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.fileData === undefined){
const err51 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/allOf/1/then/properties/data/required",keyword:"required",params:{missingProperty: "fileData"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/allOf/1/then/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/allOf/1/allOf/1/then/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid3 = _errs75 === errors;
valid19 = _valid3;
}
if(!valid19){
const err54 = {instancePath,schemaPath:"#/allOf/1/allOf/1/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const _errs80 = errors;
let valid23 = true;
const _errs81 = errors;
if(errors === _errs81){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.data === undefined) && (missing4 = "data")){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
if(data.data !== undefined){
let data19 = data.data;
const _errs83 = errors;
if(errors === _errs83){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing5;
if((data19.documentType === undefined) && (missing5 = "documentType")){
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
if(data19.documentType !== undefined){
let data20 = data19.documentType;
if(!(((((data20 === 0) || (data20 === 23)) || (data20 === 24)) || (data20 === 25)) || (data20 === 26))){
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
}
else {
const err58 = {};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
}
}
else {
const err59 = {};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
var _valid4 = _errs81 === errors;
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs86 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ApplicantId === undefined){
const err60 = {instancePath,schemaPath:"#/allOf/1/allOf/2/then/required",keyword:"required",params:{missingProperty: "ApplicantId"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data.ApplicantExternalReference === undefined){
const err61 = {instancePath,schemaPath:"#/allOf/1/allOf/2/then/required",keyword:"required",params:{missingProperty: "ApplicantExternalReference"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath,schemaPath:"#/allOf/1/allOf/2/then/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid4 = _errs86 === errors;
valid23 = _valid4;
}
if(!valid23){
const err63 = {instancePath,schemaPath:"#/allOf/1/allOf/2/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err64 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data.applicationRef === undefined){
const err65 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data.EntryType === undefined){
const err66 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data.CreationDate === undefined){
const err67 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data.ApplicationId === undefined){
const err68 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err69 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data.data === undefined){
const err70 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data.data !== undefined){
let data21 = data.data;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.documentType === undefined){
const err71 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "documentType"}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data21.fileName === undefined){
const err72 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "fileName"}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
validate147.errors = vErrors;
return errors === 0;
}

export const PrescribedInformationCompletedEventAsSent = validate148;
const schema248 = {"allOf":[{"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"prescribedInformationCompleted"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]},"isTenancyFinalised":{"type":"boolean"},"schemeProvider":{"type":"string"},"schemeType":{"type":"string"},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"data":{"type":"object","additionalProperties":false},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","isTenancyFinalised","schemeProvider","schemeType"]}],"$id":"https://trs.invalid/validators/sent/PrescribedInformationCompletedEvent"};

function validate148(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/PrescribedInformationCompletedEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema248.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("prescribedInformationCompleted" !== data0){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "prescribedInformationCompleted"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.isTenancyFinalised !== undefined){
if(typeof data.isTenancyFinalised !== "boolean"){
const err9 = {instancePath:instancePath+"/isTenancyFinalised",schemaPath:"#/allOf/0/properties/isTenancyFinalised/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.schemeProvider !== undefined){
if(typeof data.schemeProvider !== "string"){
const err10 = {instancePath:instancePath+"/schemeProvider",schemaPath:"#/allOf/0/properties/schemeProvider/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.schemeType !== undefined){
if(typeof data.schemeType !== "string"){
const err11 = {instancePath:instancePath+"/schemeType",schemaPath:"#/allOf/0/properties/schemeType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data5 = data.EntryType;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.data !== undefined){
let data6 = data.data;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const err14 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err16 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data8 = data.ApplicationId;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err17 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data9 = data.ApplicantId;
const _errs33 = errors;
let valid7 = false;
const _errs34 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err18 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs34 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs36 = errors;
if(typeof data9 !== "string"){
const err19 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs36 === errors;
valid7 = valid7 || _valid0;
}
if(!valid7){
const err20 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data10 = data.ApplicationExternalReference;
if((typeof data10 !== "string") && (data10 !== null)){
const err21 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema248.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data11 = data.ApplicantExternalReference;
if((typeof data11 !== "string") && (data11 !== null)){
const err22 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema248.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err24 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.applicationRef === undefined){
const err25 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.EntryType === undefined){
const err26 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.CreationDate === undefined){
const err27 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.ApplicationId === undefined){
const err28 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err29 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.isTenancyFinalised === undefined){
const err30 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "isTenancyFinalised"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.schemeProvider === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "schemeProvider"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.schemeType === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "schemeType"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate148.errors = vErrors;
return errors === 0;
}

export const TenancyFinalisedEventAsSent = validate149;
const schema251 = {"allOf":[{"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"tenancyFinalised"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]},"hasInventory":{"type":"boolean"},"daysToReportIssues":{"type":["integer","null"]},"isPrescribedInformationRequired":{"type":"boolean"},"isPrescribedInformationCompleted":{"type":"boolean"},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"data":{"type":"object","additionalProperties":false},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","hasInventory","daysToReportIssues","isPrescribedInformationRequired","isPrescribedInformationCompleted"]}],"$id":"https://trs.invalid/validators/sent/TenancyFinalisedEvent"};

function validate149(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/TenancyFinalisedEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema251.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("tenancyFinalised" !== data0){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "tenancyFinalised"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.hasInventory !== undefined){
if(typeof data.hasInventory !== "boolean"){
const err9 = {instancePath:instancePath+"/hasInventory",schemaPath:"#/allOf/0/properties/hasInventory/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.daysToReportIssues !== undefined){
let data3 = data.daysToReportIssues;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err10 = {instancePath:instancePath+"/daysToReportIssues",schemaPath:"#/allOf/0/properties/daysToReportIssues/type",keyword:"type",params:{type: schema251.allOf[0].properties.daysToReportIssues.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.isPrescribedInformationRequired !== undefined){
if(typeof data.isPrescribedInformationRequired !== "boolean"){
const err11 = {instancePath:instancePath+"/isPrescribedInformationRequired",schemaPath:"#/allOf/0/properties/isPrescribedInformationRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.isPrescribedInformationCompleted !== undefined){
if(typeof data.isPrescribedInformationCompleted !== "boolean"){
const err12 = {instancePath:instancePath+"/isPrescribedInformationCompleted",schemaPath:"#/allOf/0/properties/isPrescribedInformationCompleted/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data6 = data.EntryType;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data6 !== "string"){
const err14 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.data !== undefined){
let data7 = data.data;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key1 in data7){
const err15 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err17 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data9 = data.ApplicationId;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err18 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data10 = data.ApplicantId;
const _errs35 = errors;
let valid7 = false;
const _errs36 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err19 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs36 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs38 = errors;
if(typeof data10 !== "string"){
const err20 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs38 === errors;
valid7 = valid7 || _valid0;
}
if(!valid7){
const err21 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data11 = data.ApplicationExternalReference;
if((typeof data11 !== "string") && (data11 !== null)){
const err22 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema251.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data12 = data.ApplicantExternalReference;
if((typeof data12 !== "string") && (data12 !== null)){
const err23 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema251.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err25 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.applicationRef === undefined){
const err26 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.EntryType === undefined){
const err27 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.CreationDate === undefined){
const err28 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.ApplicationId === undefined){
const err29 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err30 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.hasInventory === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "hasInventory"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.daysToReportIssues === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "daysToReportIssues"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.isPrescribedInformationRequired === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "isPrescribedInformationRequired"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.isPrescribedInformationCompleted === undefined){
const err34 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "isPrescribedInformationCompleted"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate149.errors = vErrors;
return errors === 0;
}

export const TenancyStartDateChangedEventAsSent = validate150;
const schema254 = {"allOf":[{"type":"object","required":["topic","applicationRef","newStartDate"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"tenancyStartDateChanged"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]},"oldStartDate":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},{"type":"null"}]},"newStartDate":{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"data":{"type":"object","additionalProperties":false},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","oldStartDate","newStartDate"]}],"$id":"https://trs.invalid/validators/sent/TenancyStartDateChangedEvent"};

function validate150(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/TenancyStartDateChangedEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.newStartDate === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "newStartDate"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema254.allOf[0].properties, key0))){
const err3 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("tenancyStartDateChanged" !== data0){
const err5 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "tenancyStartDateChanged"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.oldStartDate !== undefined){
let data2 = data.oldStartDate;
const _errs15 = errors;
let valid6 = false;
const _errs16 = errors;
if(typeof data2 === "string"){
if(!(formats2.validate(data2))){
const err10 = {instancePath:instancePath+"/oldStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/oldStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs19 = errors;
if(data2 !== null){
const err12 = {instancePath:instancePath+"/oldStartDate",schemaPath:"#/allOf/0/properties/oldStartDate/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid6 = valid6 || _valid0;
}
if(!valid6){
const err13 = {instancePath:instancePath+"/oldStartDate",schemaPath:"#/allOf/0/properties/oldStartDate/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.newStartDate !== undefined){
let data3 = data.newStartDate;
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err14 = {instancePath:instancePath+"/newStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/newStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data4 = data.EntryType;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data4 !== "string"){
const err17 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.data !== undefined){
let data5 = data.data;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
const err18 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err20 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data7 = data.ApplicationId;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data8 = data.ApplicantId;
const _errs37 = errors;
let valid10 = false;
const _errs38 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err22 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs38 === errors;
valid10 = valid10 || _valid1;
if(!valid10){
const _errs40 = errors;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid10 = valid10 || _valid1;
}
if(!valid10){
const err24 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data9 = data.ApplicationExternalReference;
if((typeof data9 !== "string") && (data9 !== null)){
const err25 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema254.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data10 = data.ApplicantExternalReference;
if((typeof data10 !== "string") && (data10 !== null)){
const err26 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema254.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err28 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.applicationRef === undefined){
const err29 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.EntryType === undefined){
const err30 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.CreationDate === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.ApplicationId === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.oldStartDate === undefined){
const err34 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "oldStartDate"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.newStartDate === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "newStartDate"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate150.errors = vErrors;
return errors === 0;
}

export const AddNoteEventAsSent = validate151;
const schema259 = {"allOf":[{"type":"object","required":["data"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"addNote"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]},"data":{"properties":{"typeId":{"type":"string"},"description":{"type":"string"}},"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"Timestamp":{"type":"string"},"Author":{"type":"string"},"Content":{"type":"string"},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["EntryType","data"],"properties":{"data":{"type":"object","required":["typeId","description"]}},"allOf":[{"if":{"type":"object","required":["EntryType"],"properties":{"EntryType":{"enum":["UserNote","SystemNote","AuditTrail"]}}},"then":{"type":"object","required":["topic","applicationRef","Timestamp","Author","Content","CreationDate","ApplicationId","ApplicationExternalReference"]}}]}],"$id":"https://trs.invalid/validators/sent/AddNoteEvent"};

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/AddNoteEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema259.allOf[0].properties, key0))){
const err1 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("addNote" !== data0){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "addNote"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!((key1 === "typeId") || (key1 === "description"))){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.typeId !== undefined){
if(typeof data2.typeId !== "string"){
const err9 = {instancePath:instancePath+"/data/typeId",schemaPath:"#/allOf/0/properties/data/properties/typeId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.description !== undefined){
if(typeof data2.description !== "string"){
const err10 = {instancePath:instancePath+"/data/description",schemaPath:"#/allOf/0/properties/data/properties/description/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data5 = data.EntryType;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.Timestamp !== undefined){
if(typeof data.Timestamp !== "string"){
const err14 = {instancePath:instancePath+"/Timestamp",schemaPath:"#/allOf/0/properties/Timestamp/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.Author !== undefined){
if(typeof data.Author !== "string"){
const err15 = {instancePath:instancePath+"/Author",schemaPath:"#/allOf/0/properties/Author/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.Content !== undefined){
if(typeof data.Content !== "string"){
const err16 = {instancePath:instancePath+"/Content",schemaPath:"#/allOf/0/properties/Content/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err17 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data10 = data.ApplicationId;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err18 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data11 = data.ApplicantId;
const _errs37 = errors;
let valid8 = false;
const _errs38 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err19 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs38 === errors;
valid8 = valid8 || _valid0;
if(!valid8){
const _errs40 = errors;
if(typeof data11 !== "string"){
const err20 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs40 === errors;
valid8 = valid8 || _valid0;
}
if(!valid8){
const err21 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data12 = data.ApplicationExternalReference;
if((typeof data12 !== "string") && (data12 !== null)){
const err22 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema259.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data13 = data.ApplicantExternalReference;
if((typeof data13 !== "string") && (data13 !== null)){
const err23 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema259.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs49 = errors;
let valid10 = true;
const _errs50 = errors;
if(errors === _errs50){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.EntryType === undefined) && (missing0 = "EntryType")){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
if(data.EntryType !== undefined){
let data14 = data.EntryType;
if(!(((data14 === "UserNote") || (data14 === "SystemNote")) || (data14 === "AuditTrail"))){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
else {
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid1 = _errs50 === errors;
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs53 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err28 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.applicationRef === undefined){
const err29 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.Timestamp === undefined){
const err30 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/required",keyword:"required",params:{missingProperty: "Timestamp"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.Author === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/required",keyword:"required",params:{missingProperty: "Author"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.Content === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/required",keyword:"required",params:{missingProperty: "Content"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.CreationDate === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.ApplicationId === undefined){
const err34 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid1 = _errs53 === errors;
valid10 = _valid1;
}
if(!valid10){
const err37 = {instancePath,schemaPath:"#/allOf/1/allOf/0/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.EntryType === undefined){
const err38 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.data === undefined){
const err39 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.data !== undefined){
let data15 = data.data;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.typeId === undefined){
const err40 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "typeId"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data15.description === undefined){
const err41 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "description"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate151.errors = vErrors;
return errors === 0;
}

export const RentIncreaseNoticeIssuedEventAsSent = validate152;
const schema262 = {"allOf":[{"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"rentIncreaseNoticeIssued"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]}]},"noticeId":{"type":"integer"},"documentS3Key":{"type":"string"},"documentName":{"type":"string"},"journalNoteText":{"type":"string"},"statusText":{"type":"string"},"newRentAmount":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/Money"}]},"newRentFrequency":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/RentFrequencyText"}]},"newRentStartDate":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/IsoDate"}]},"data":{"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"allOf":[{"type":"integer"},{"type":"integer"}]},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","partnerTenancyId","noticeId","documentS3Key","documentName","journalNoteText","statusText","newRentAmount","newRentFrequency","newRentStartDate"]}],"$id":"https://trs.invalid/validators/sent/RentIncreaseNoticeIssuedEvent"};
const schema267 = {"type":"string","x-codes":{"weekly":"Every week","fortnightly":"Every two weeks","4-weekly":"Every four weeks","monthly":"Every month"},"x-codes-complete":true,"enum":["weekly","fortnightly","4-weekly","monthly"],"$id":"https://trs.invalid/schemas/closed/RentFrequencyText"};

function validate152(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/RentIncreaseNoticeIssuedEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema262.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("rentIncreaseNoticeIssued" !== data0){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "rentIncreaseNoticeIssued"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.noticeId !== undefined){
let data2 = data.noticeId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/noticeId",schemaPath:"#/allOf/0/properties/noticeId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err12 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/allOf/0/properties/documentS3Key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err13 = {instancePath:instancePath+"/documentName",schemaPath:"#/allOf/0/properties/documentName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err14 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/allOf/0/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err15 = {instancePath:instancePath+"/statusText",schemaPath:"#/allOf/0/properties/statusText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.newRentAmount !== undefined){
let data7 = data.newRentAmount;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/newRentAmount",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/newRentAmount",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.newRentFrequency !== undefined){
let data8 = data.newRentFrequency;
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/newRentFrequency",schemaPath:"https://trs.invalid/schemas/closed/RentFrequencyText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((data8 === "weekly") || (data8 === "fortnightly")) || (data8 === "4-weekly")) || (data8 === "monthly"))){
const err19 = {instancePath:instancePath+"/newRentFrequency",schemaPath:"https://trs.invalid/schemas/closed/RentFrequencyText/enum",keyword:"enum",params:{allowedValues: schema267.enum}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.newRentStartDate !== undefined){
let data9 = data.newRentStartDate;
if(typeof data9 === "string"){
if(!(formats2.validate(data9))){
const err20 = {instancePath:instancePath+"/newRentStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/newRentStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.data !== undefined){
let data10 = data.data;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key1 in data10){
const err22 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data11 = data.EntryType;
if(typeof data11 !== "string"){
const err24 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data11 !== "string"){
const err25 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err26 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data13 = data.ApplicationId;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err27 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err28 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data14 = data.ApplicantId;
const _errs56 = errors;
let valid16 = false;
const _errs57 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err29 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs57 === errors;
valid16 = valid16 || _valid0;
if(!valid16){
const _errs59 = errors;
if(typeof data14 !== "string"){
const err30 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs59 === errors;
valid16 = valid16 || _valid0;
}
if(!valid16){
const err31 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data15 = data.ApplicationExternalReference;
if((typeof data15 !== "string") && (data15 !== null)){
const err32 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema262.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data16 = data.ApplicantExternalReference;
if((typeof data16 !== "string") && (data16 !== null)){
const err33 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema262.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.partnerTenancyId !== undefined){
let data17 = data.partnerTenancyId;
const _errs66 = errors;
let valid17 = false;
const _errs67 = errors;
if(typeof data17 !== "string"){
const err34 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs67 === errors;
valid17 = valid17 || _valid1;
if(!valid17){
const _errs70 = errors;
if(data17 !== null){
const err35 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid1 = _errs70 === errors;
valid17 = valid17 || _valid1;
}
if(!valid17){
const err36 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err38 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.applicationRef === undefined){
const err39 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.EntryType === undefined){
const err40 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.CreationDate === undefined){
const err41 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.ApplicationId === undefined){
const err42 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err43 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.partnerTenancyId === undefined){
const err44 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "partnerTenancyId"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.noticeId === undefined){
const err45 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "noticeId"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.documentS3Key === undefined){
const err46 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "documentS3Key"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.documentName === undefined){
const err47 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "documentName"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.journalNoteText === undefined){
const err48 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "journalNoteText"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data.statusText === undefined){
const err49 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "statusText"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data.newRentAmount === undefined){
const err50 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "newRentAmount"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data.newRentFrequency === undefined){
const err51 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "newRentFrequency"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data.newRentStartDate === undefined){
const err52 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "newRentStartDate"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
validate152.errors = vErrors;
return errors === 0;
}

export const RentIncreaseNoticeWithdrawnEventAsSent = validate153;
const schema270 = {"allOf":[{"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"rentIncreaseNoticeWithdrawn"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]}]},"documentS3Key":{"type":"string"},"documentName":{"type":"string"},"journalNoteText":{"type":"string"},"statusText":{"type":"string"},"data":{"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"allOf":[{"type":"integer"},{"type":"integer"}]},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","partnerTenancyId","documentS3Key","documentName","journalNoteText","statusText"]}],"$id":"https://trs.invalid/validators/sent/RentIncreaseNoticeWithdrawnEvent"};

function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/RentIncreaseNoticeWithdrawnEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema270.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("rentIncreaseNoticeWithdrawn" !== data0){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "rentIncreaseNoticeWithdrawn"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err11 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/allOf/0/properties/documentS3Key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err12 = {instancePath:instancePath+"/documentName",schemaPath:"#/allOf/0/properties/documentName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err13 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/allOf/0/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err14 = {instancePath:instancePath+"/statusText",schemaPath:"#/allOf/0/properties/statusText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.data !== undefined){
let data6 = data.data;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const err15 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data7 = data.EntryType;
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data7 !== "string"){
const err18 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err19 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data9 = data.ApplicationId;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err21 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data10 = data.ApplicantId;
const _errs42 = errors;
let valid10 = false;
const _errs43 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err22 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs43 === errors;
valid10 = valid10 || _valid0;
if(!valid10){
const _errs45 = errors;
if(typeof data10 !== "string"){
const err23 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs45 === errors;
valid10 = valid10 || _valid0;
}
if(!valid10){
const err24 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data11 = data.ApplicationExternalReference;
if((typeof data11 !== "string") && (data11 !== null)){
const err25 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema270.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data12 = data.ApplicantExternalReference;
if((typeof data12 !== "string") && (data12 !== null)){
const err26 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema270.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.partnerTenancyId !== undefined){
let data13 = data.partnerTenancyId;
const _errs52 = errors;
let valid11 = false;
const _errs53 = errors;
if(typeof data13 !== "string"){
const err27 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs53 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs56 = errors;
if(data13 !== null){
const err28 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs56 === errors;
valid11 = valid11 || _valid1;
}
if(!valid11){
const err29 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.applicationRef === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.EntryType === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.CreationDate === undefined){
const err34 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.ApplicationId === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err36 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.partnerTenancyId === undefined){
const err37 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "partnerTenancyId"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.documentS3Key === undefined){
const err38 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "documentS3Key"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.documentName === undefined){
const err39 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "documentName"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.journalNoteText === undefined){
const err40 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "journalNoteText"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.statusText === undefined){
const err41 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "statusText"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate153.errors = vErrors;
return errors === 0;
}

export const RentIncreaseWithdrawalFinalisedEventAsSent = validate154;
const schema275 = {"allOf":[{"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"rentIncreaseWithdrawalFinalised"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]}]},"documentS3Key":{"type":"string"},"documentName":{"type":"string"},"data":{"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"allOf":[{"type":"integer"},{"type":"integer"}]},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","partnerTenancyId","documentS3Key","documentName"]}],"$id":"https://trs.invalid/validators/sent/RentIncreaseWithdrawalFinalisedEvent"};

function validate154(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/RentIncreaseWithdrawalFinalisedEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema275.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("rentIncreaseWithdrawalFinalised" !== data0){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "rentIncreaseWithdrawalFinalised"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err11 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/allOf/0/properties/documentS3Key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err12 = {instancePath:instancePath+"/documentName",schemaPath:"#/allOf/0/properties/documentName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.data !== undefined){
let data4 = data.data;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
const err13 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data5 = data.EntryType;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err17 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data7 = data.ApplicationId;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err18 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data8 = data.ApplicantId;
const _errs38 = errors;
let valid10 = false;
const _errs39 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid10 = valid10 || _valid0;
if(!valid10){
const _errs41 = errors;
if(typeof data8 !== "string"){
const err21 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs41 === errors;
valid10 = valid10 || _valid0;
}
if(!valid10){
const err22 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data9 = data.ApplicationExternalReference;
if((typeof data9 !== "string") && (data9 !== null)){
const err23 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema275.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data10 = data.ApplicantExternalReference;
if((typeof data10 !== "string") && (data10 !== null)){
const err24 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema275.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.partnerTenancyId !== undefined){
let data11 = data.partnerTenancyId;
const _errs48 = errors;
let valid11 = false;
const _errs49 = errors;
if(typeof data11 !== "string"){
const err25 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs49 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs52 = errors;
if(data11 !== null){
const err26 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs52 === errors;
valid11 = valid11 || _valid1;
}
if(!valid11){
const err27 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err29 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.applicationRef === undefined){
const err30 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.EntryType === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.CreationDate === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.ApplicationId === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err34 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.partnerTenancyId === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "partnerTenancyId"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.documentS3Key === undefined){
const err36 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "documentS3Key"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.documentName === undefined){
const err37 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "documentName"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate154.errors = vErrors;
return errors === 0;
}

export const RentIncreaseAppliedEventAsSent = validate155;
const schema280 = {"allOf":[{"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"rentIncreaseApplied"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]}]},"journalNoteText":{"type":"string"},"statusText":{"type":"string"},"appliedRentAmount":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/Money"}]},"appliedRentFrequency":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/RentFrequencyText"}]},"appliedFromDate":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/IsoDate"}]},"previousRentAmount":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/Money"}]},"data":{"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"allOf":[{"type":"integer"},{"type":"integer"}]},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","partnerTenancyId","journalNoteText","statusText","appliedRentAmount","appliedRentFrequency","appliedFromDate","previousRentAmount"]}],"$id":"https://trs.invalid/validators/sent/RentIncreaseAppliedEvent"};

function validate155(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/RentIncreaseAppliedEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema280.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("rentIncreaseApplied" !== data0){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "rentIncreaseApplied"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err11 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/allOf/0/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err12 = {instancePath:instancePath+"/statusText",schemaPath:"#/allOf/0/properties/statusText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.appliedRentAmount !== undefined){
let data4 = data.appliedRentAmount;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/appliedRentAmount",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/appliedRentAmount",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.appliedRentFrequency !== undefined){
let data5 = data.appliedRentFrequency;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/appliedRentFrequency",schemaPath:"https://trs.invalid/schemas/closed/RentFrequencyText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((((data5 === "weekly") || (data5 === "fortnightly")) || (data5 === "4-weekly")) || (data5 === "monthly"))){
const err16 = {instancePath:instancePath+"/appliedRentFrequency",schemaPath:"https://trs.invalid/schemas/closed/RentFrequencyText/enum",keyword:"enum",params:{allowedValues: schema267.enum}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.appliedFromDate !== undefined){
let data6 = data.appliedFromDate;
if(typeof data6 === "string"){
if(!(formats2.validate(data6))){
const err17 = {instancePath:instancePath+"/appliedFromDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/appliedFromDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.previousRentAmount !== undefined){
let data7 = data.previousRentAmount;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/previousRentAmount",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/previousRentAmount",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.data !== undefined){
let data8 = data.data;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
const err21 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data9 = data.EntryType;
if(typeof data9 !== "string"){
const err23 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err25 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data11 = data.ApplicationId;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err26 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err27 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data12 = data.ApplicantId;
const _errs54 = errors;
let valid18 = false;
const _errs55 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs55 === errors;
valid18 = valid18 || _valid0;
if(!valid18){
const _errs57 = errors;
if(typeof data12 !== "string"){
const err29 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs57 === errors;
valid18 = valid18 || _valid0;
}
if(!valid18){
const err30 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data13 = data.ApplicationExternalReference;
if((typeof data13 !== "string") && (data13 !== null)){
const err31 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema280.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data14 = data.ApplicantExternalReference;
if((typeof data14 !== "string") && (data14 !== null)){
const err32 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema280.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.partnerTenancyId !== undefined){
let data15 = data.partnerTenancyId;
const _errs64 = errors;
let valid19 = false;
const _errs65 = errors;
if(typeof data15 !== "string"){
const err33 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs65 === errors;
valid19 = valid19 || _valid1;
if(!valid19){
const _errs68 = errors;
if(data15 !== null){
const err34 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs68 === errors;
valid19 = valid19 || _valid1;
}
if(!valid19){
const err35 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs64;
if(vErrors !== null){
if(_errs64){
vErrors.length = _errs64;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err37 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.applicationRef === undefined){
const err38 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.EntryType === undefined){
const err39 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.CreationDate === undefined){
const err40 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.ApplicationId === undefined){
const err41 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err42 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.partnerTenancyId === undefined){
const err43 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "partnerTenancyId"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.journalNoteText === undefined){
const err44 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "journalNoteText"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.statusText === undefined){
const err45 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "statusText"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.appliedRentAmount === undefined){
const err46 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "appliedRentAmount"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.appliedRentFrequency === undefined){
const err47 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "appliedRentFrequency"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data.appliedFromDate === undefined){
const err48 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "appliedFromDate"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data.previousRentAmount === undefined){
const err49 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "previousRentAmount"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate155.errors = vErrors;
return errors === 0;
}

export const RentIncreaseTribunalReferralEventAsSent = validate156;
const schema289 = {"allOf":[{"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"rentIncreaseTribunalReferral"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]}]},"dateReferred":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/IsoDate"}]},"journalNoteText":{"type":"string"},"data":{"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"allOf":[{"type":"integer"},{"type":"integer"}]},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","partnerTenancyId","dateReferred","journalNoteText"]}],"$id":"https://trs.invalid/validators/sent/RentIncreaseTribunalReferralEvent"};

function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/RentIncreaseTribunalReferralEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema289.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("rentIncreaseTribunalReferral" !== data0){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalReferral"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.dateReferred !== undefined){
let data2 = data.dateReferred;
if(typeof data2 === "string"){
if(!(formats2.validate(data2))){
const err11 = {instancePath:instancePath+"/dateReferred",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/dateReferred",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err13 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/allOf/0/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.data !== undefined){
let data4 = data.data;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
const err14 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data5 = data.EntryType;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data5 !== "string"){
const err17 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err18 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data7 = data.ApplicationId;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err20 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data8 = data.ApplicantId;
const _errs40 = errors;
let valid12 = false;
const _errs41 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err21 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs41 === errors;
valid12 = valid12 || _valid0;
if(!valid12){
const _errs43 = errors;
if(typeof data8 !== "string"){
const err22 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs43 === errors;
valid12 = valid12 || _valid0;
}
if(!valid12){
const err23 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data9 = data.ApplicationExternalReference;
if((typeof data9 !== "string") && (data9 !== null)){
const err24 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema289.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data10 = data.ApplicantExternalReference;
if((typeof data10 !== "string") && (data10 !== null)){
const err25 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema289.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.partnerTenancyId !== undefined){
let data11 = data.partnerTenancyId;
const _errs50 = errors;
let valid13 = false;
const _errs51 = errors;
if(typeof data11 !== "string"){
const err26 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs51 === errors;
valid13 = valid13 || _valid1;
if(!valid13){
const _errs54 = errors;
if(data11 !== null){
const err27 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs54 === errors;
valid13 = valid13 || _valid1;
}
if(!valid13){
const err28 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err30 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.applicationRef === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.EntryType === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.CreationDate === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.ApplicationId === undefined){
const err34 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.partnerTenancyId === undefined){
const err36 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "partnerTenancyId"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.dateReferred === undefined){
const err37 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "dateReferred"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.journalNoteText === undefined){
const err38 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "journalNoteText"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate156.errors = vErrors;
return errors === 0;
}

export const RentIncreaseTribunalReferralWithdrawnEventAsSent = validate157;
const schema295 = {"allOf":[{"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"rentIncreaseTribunalReferralWithdrawn"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]}]},"journalNoteText":{"type":"string"},"data":{"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"allOf":[{"type":"integer"},{"type":"integer"}]},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","partnerTenancyId","journalNoteText"]}],"$id":"https://trs.invalid/validators/sent/RentIncreaseTribunalReferralWithdrawnEvent"};

function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/RentIncreaseTribunalReferralWithdrawnEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema295.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("rentIncreaseTribunalReferralWithdrawn" !== data0){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalReferralWithdrawn"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err11 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/allOf/0/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.data !== undefined){
let data3 = data.data;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data4 = data.EntryType;
if(typeof data4 !== "string"){
const err14 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err16 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data6 = data.ApplicationId;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data7 = data.ApplicantId;
const _errs36 = errors;
let valid10 = false;
const _errs37 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs37 === errors;
valid10 = valid10 || _valid0;
if(!valid10){
const _errs39 = errors;
if(typeof data7 !== "string"){
const err20 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid10 = valid10 || _valid0;
}
if(!valid10){
const err21 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data8 = data.ApplicationExternalReference;
if((typeof data8 !== "string") && (data8 !== null)){
const err22 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema295.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data9 = data.ApplicantExternalReference;
if((typeof data9 !== "string") && (data9 !== null)){
const err23 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema295.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.partnerTenancyId !== undefined){
let data10 = data.partnerTenancyId;
const _errs46 = errors;
let valid11 = false;
const _errs47 = errors;
if(typeof data10 !== "string"){
const err24 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs47 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs50 = errors;
if(data10 !== null){
const err25 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs50 === errors;
valid11 = valid11 || _valid1;
}
if(!valid11){
const err26 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err28 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.applicationRef === undefined){
const err29 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.EntryType === undefined){
const err30 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.CreationDate === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.ApplicationId === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.partnerTenancyId === undefined){
const err34 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "partnerTenancyId"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.journalNoteText === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "journalNoteText"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate157.errors = vErrors;
return errors === 0;
}

export const RentIncreaseTribunalDecisionConfirmedEventAsSent = validate158;
const schema300 = {"allOf":[{"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"rentIncreaseTribunalDecisionConfirmed"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]}]},"confirmedRentAmount":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/Money"}]},"confirmedRentFrequency":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/RentFrequencyText"}]},"confirmedRentStartDate":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/IsoDate"}]},"journalNoteText":{"type":"string"},"documentS3Key":{"type":["string","null"]},"documentName":{"type":["string","null"]},"data":{"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"allOf":[{"type":"integer"},{"type":"integer"}]},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","partnerTenancyId","confirmedRentAmount","confirmedRentFrequency","confirmedRentStartDate","journalNoteText"]}],"$id":"https://trs.invalid/validators/sent/RentIncreaseTribunalDecisionConfirmedEvent"};

function validate158(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/RentIncreaseTribunalDecisionConfirmedEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema300.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("rentIncreaseTribunalDecisionConfirmed" !== data0){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalDecisionConfirmed"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.confirmedRentAmount !== undefined){
let data2 = data.confirmedRentAmount;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/confirmedRentAmount",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/confirmedRentAmount",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.confirmedRentFrequency !== undefined){
let data3 = data.confirmedRentFrequency;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/confirmedRentFrequency",schemaPath:"https://trs.invalid/schemas/closed/RentFrequencyText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((((data3 === "weekly") || (data3 === "fortnightly")) || (data3 === "4-weekly")) || (data3 === "monthly"))){
const err14 = {instancePath:instancePath+"/confirmedRentFrequency",schemaPath:"https://trs.invalid/schemas/closed/RentFrequencyText/enum",keyword:"enum",params:{allowedValues: schema267.enum}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.confirmedRentStartDate !== undefined){
let data4 = data.confirmedRentStartDate;
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
const err15 = {instancePath:instancePath+"/confirmedRentStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/confirmedRentStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err17 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/allOf/0/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
let data6 = data.documentS3Key;
if((typeof data6 !== "string") && (data6 !== null)){
const err18 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/allOf/0/properties/documentS3Key/type",keyword:"type",params:{type: schema300.allOf[0].properties.documentS3Key.type}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.documentName !== undefined){
let data7 = data.documentName;
if((typeof data7 !== "string") && (data7 !== null)){
const err19 = {instancePath:instancePath+"/documentName",schemaPath:"#/allOf/0/properties/documentName/type",keyword:"type",params:{type: schema300.allOf[0].properties.documentName.type}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.data !== undefined){
let data8 = data.data;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
const err20 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data9 = data.EntryType;
if(typeof data9 !== "string"){
const err22 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data9 !== "string"){
const err23 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err24 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data11 = data.ApplicationId;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err25 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err26 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data12 = data.ApplicantId;
const _errs52 = errors;
let valid16 = false;
const _errs53 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err27 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs53 === errors;
valid16 = valid16 || _valid0;
if(!valid16){
const _errs55 = errors;
if(typeof data12 !== "string"){
const err28 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs55 === errors;
valid16 = valid16 || _valid0;
}
if(!valid16){
const err29 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data13 = data.ApplicationExternalReference;
if((typeof data13 !== "string") && (data13 !== null)){
const err30 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema300.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data14 = data.ApplicantExternalReference;
if((typeof data14 !== "string") && (data14 !== null)){
const err31 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema300.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.partnerTenancyId !== undefined){
let data15 = data.partnerTenancyId;
const _errs62 = errors;
let valid17 = false;
const _errs63 = errors;
if(typeof data15 !== "string"){
const err32 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs63 === errors;
valid17 = valid17 || _valid1;
if(!valid17){
const _errs66 = errors;
if(data15 !== null){
const err33 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs66 === errors;
valid17 = valid17 || _valid1;
}
if(!valid17){
const err34 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err36 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.applicationRef === undefined){
const err37 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.EntryType === undefined){
const err38 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.CreationDate === undefined){
const err39 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.ApplicationId === undefined){
const err40 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err41 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.partnerTenancyId === undefined){
const err42 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "partnerTenancyId"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.confirmedRentAmount === undefined){
const err43 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "confirmedRentAmount"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.confirmedRentFrequency === undefined){
const err44 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "confirmedRentFrequency"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.confirmedRentStartDate === undefined){
const err45 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "confirmedRentStartDate"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.journalNoteText === undefined){
const err46 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "journalNoteText"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate158.errors = vErrors;
return errors === 0;
}

export const AgreedRentConfirmationIssuedEventAsSent = validate159;
const schema308 = {"allOf":[{"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"agreedRentConfirmationIssued"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]}]},"documentS3Key":{"type":"string"},"documentName":{"type":"string"},"journalNoteText":{"type":"string"},"statusText":{"type":"string"},"agreedRentAmount":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/Money"}]},"agreedRentStartDate":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/IsoDate"}]},"data":{"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"allOf":[{"type":"integer"},{"type":"integer"}]},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","partnerTenancyId","documentS3Key","documentName","journalNoteText","statusText","agreedRentAmount","agreedRentStartDate"]}],"$id":"https://trs.invalid/validators/sent/AgreedRentConfirmationIssuedEvent"};

function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/AgreedRentConfirmationIssuedEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema308.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("agreedRentConfirmationIssued" !== data0){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "agreedRentConfirmationIssued"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err11 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/allOf/0/properties/documentS3Key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err12 = {instancePath:instancePath+"/documentName",schemaPath:"#/allOf/0/properties/documentName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err13 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/allOf/0/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err14 = {instancePath:instancePath+"/statusText",schemaPath:"#/allOf/0/properties/statusText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.agreedRentAmount !== undefined){
let data6 = data.agreedRentAmount;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/agreedRentAmount",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/agreedRentAmount",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.agreedRentStartDate !== undefined){
let data7 = data.agreedRentStartDate;
if(typeof data7 === "string"){
if(!(formats2.validate(data7))){
const err17 = {instancePath:instancePath+"/agreedRentStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/agreedRentStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.data !== undefined){
let data8 = data.data;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
const err19 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data9 = data.EntryType;
if(typeof data9 !== "string"){
const err21 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data9 !== "string"){
const err22 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err23 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data11 = data.ApplicationId;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err24 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err25 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data12 = data.ApplicantId;
const _errs50 = errors;
let valid14 = false;
const _errs51 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err26 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs51 === errors;
valid14 = valid14 || _valid0;
if(!valid14){
const _errs53 = errors;
if(typeof data12 !== "string"){
const err27 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs53 === errors;
valid14 = valid14 || _valid0;
}
if(!valid14){
const err28 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data13 = data.ApplicationExternalReference;
if((typeof data13 !== "string") && (data13 !== null)){
const err29 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema308.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data14 = data.ApplicantExternalReference;
if((typeof data14 !== "string") && (data14 !== null)){
const err30 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema308.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.partnerTenancyId !== undefined){
let data15 = data.partnerTenancyId;
const _errs60 = errors;
let valid15 = false;
const _errs61 = errors;
if(typeof data15 !== "string"){
const err31 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs61 === errors;
valid15 = valid15 || _valid1;
if(!valid15){
const _errs64 = errors;
if(data15 !== null){
const err32 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs64 === errors;
valid15 = valid15 || _valid1;
}
if(!valid15){
const err33 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.applicationRef === undefined){
const err36 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.EntryType === undefined){
const err37 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.CreationDate === undefined){
const err38 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.ApplicationId === undefined){
const err39 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err40 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.partnerTenancyId === undefined){
const err41 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "partnerTenancyId"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.documentS3Key === undefined){
const err42 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "documentS3Key"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.documentName === undefined){
const err43 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "documentName"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.journalNoteText === undefined){
const err44 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "journalNoteText"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.statusText === undefined){
const err45 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "statusText"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data.agreedRentAmount === undefined){
const err46 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "agreedRentAmount"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.agreedRentStartDate === undefined){
const err47 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "agreedRentStartDate"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate159.errors = vErrors;
return errors === 0;
}

export const AgreedRentConfirmationFinalisedEventAsSent = validate160;
const schema315 = {"allOf":[{"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"allOf":[{"type":"string"},{"const":"agreedRentConfirmationFinalised"}]},"applicationRef":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"}]}]},"documentS3Key":{"type":"string"},"documentName":{"type":"string"},"data":{"type":"object","additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"CreationDate":{"type":"string"},"ApplicationId":{"allOf":[{"type":"integer"},{"type":"integer"}]},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},{"type":"null"}]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","partnerTenancyId","documentS3Key","documentName"]}],"$id":"https://trs.invalid/validators/sent/AgreedRentConfirmationFinalisedEvent"};

function validate160(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/AgreedRentConfirmationFinalisedEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema315.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("agreedRentConfirmationFinalised" !== data0){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/const",keyword:"const",params:{allowedValue: "agreedRentConfirmationFinalised"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err11 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/allOf/0/properties/documentS3Key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err12 = {instancePath:instancePath+"/documentName",schemaPath:"#/allOf/0/properties/documentName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.data !== undefined){
let data4 = data.data;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
const err13 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data5 = data.EntryType;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err17 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data7 = data.ApplicationId;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err18 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/allOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data8 = data.ApplicantId;
const _errs38 = errors;
let valid10 = false;
const _errs39 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid10 = valid10 || _valid0;
if(!valid10){
const _errs41 = errors;
if(typeof data8 !== "string"){
const err21 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs41 === errors;
valid10 = valid10 || _valid0;
}
if(!valid10){
const err22 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data9 = data.ApplicationExternalReference;
if((typeof data9 !== "string") && (data9 !== null)){
const err23 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema315.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data10 = data.ApplicantExternalReference;
if((typeof data10 !== "string") && (data10 !== null)){
const err24 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema315.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.partnerTenancyId !== undefined){
let data11 = data.partnerTenancyId;
const _errs48 = errors;
let valid11 = false;
const _errs49 = errors;
if(typeof data11 !== "string"){
const err25 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs49 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs52 = errors;
if(data11 !== null){
const err26 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs52 === errors;
valid11 = valid11 || _valid1;
}
if(!valid11){
const err27 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/allOf/0/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err29 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.applicationRef === undefined){
const err30 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.EntryType === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.CreationDate === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.ApplicationId === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err34 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.partnerTenancyId === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "partnerTenancyId"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.documentS3Key === undefined){
const err36 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "documentS3Key"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.documentName === undefined){
const err37 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "documentName"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate160.errors = vErrors;
return errors === 0;
}

export const KycStatusEventAsSent = validate161;
const schema320 = {"allOf":[{"type":"object","required":["KYCid","Status"],"properties":{"KYCid":{"type":"string"},"Status":{"$ref":"https://trs.invalid/schemas/closed/KycStatus"},"UserType":{"$ref":"https://trs.invalid/schemas/closed/UserType"},"Email":{"type":"string"},"Reports":{"type":"object","properties":{"100":{"type":"string","format":"uri"},"101":{"type":"string","format":"uri"},"102":{"type":"string","format":"uri"},"103":{"type":"string","format":"uri"}},"additionalProperties":false},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"topic":{"type":"string"},"applicationRef":{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},"data":{"type":"object","additionalProperties":false},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["Status","KYCid","UserType","Email","EntryType"],"allOf":[{"if":{"type":"object","required":["Status"],"properties":{"Status":{"const":"COMPLETED"}}},"then":{"type":"object","required":["Reports"]}}]}],"$id":"https://trs.invalid/validators/sent/KycStatusEvent"};
const schema321 = {"type":"string","x-codes":{"SENT":"Sent to the person","IN PROGRESS":"The person has started","CONFIRMATION":"Awaiting confirmation","COMPLETED":"Complete; Reports holds one URL per requested check","CANCELLED":"Cancelled","EXPIRED":"Expired","ABANDONED":"Abandoned"},"x-codes-complete":true,"enum":["SENT","IN PROGRESS","CONFIRMATION","COMPLETED","CANCELLED","EXPIRED","ABANDONED"],"$id":"https://trs.invalid/schemas/closed/KycStatus"};
const schema322 = {"type":"integer","x-codes":{"1":"Tenant","2":"Guarantor","3":"Permitted occupier","4":"Landlord","5":"Buyer","6":"Seller","7":"Other"},"x-codes-complete":true,"enum":[1,2,3,4,5,6,7],"$id":"https://trs.invalid/schemas/closed/UserType"};

function validate161(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/KycStatusEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.KYCid === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "KYCid"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Status === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "Status"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema320.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.KYCid !== undefined){
if(typeof data.KYCid !== "string"){
const err3 = {instancePath:instancePath+"/KYCid",schemaPath:"#/allOf/0/properties/KYCid/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.Status !== undefined){
let data1 = data.Status;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/closed/KycStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((((data1 === "SENT") || (data1 === "IN PROGRESS")) || (data1 === "CONFIRMATION")) || (data1 === "COMPLETED")) || (data1 === "CANCELLED")) || (data1 === "EXPIRED")) || (data1 === "ABANDONED"))){
const err5 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/closed/KycStatus/enum",keyword:"enum",params:{allowedValues: schema321.enum}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.UserType !== undefined){
let data2 = data.UserType;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/UserType",schemaPath:"https://trs.invalid/schemas/closed/UserType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((data2 === 1) || (data2 === 2)) || (data2 === 3)) || (data2 === 4)) || (data2 === 5)) || (data2 === 6)) || (data2 === 7))){
const err7 = {instancePath:instancePath+"/UserType",schemaPath:"https://trs.invalid/schemas/closed/UserType/enum",keyword:"enum",params:{allowedValues: schema322.enum}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Email !== undefined){
if(typeof data.Email !== "string"){
const err8 = {instancePath:instancePath+"/Email",schemaPath:"#/allOf/0/properties/Email/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.Reports !== undefined){
let data4 = data.Reports;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!((((key1 === "100") || (key1 === "101")) || (key1 === "102")) || (key1 === "103"))){
const err9 = {instancePath:instancePath+"/Reports",schemaPath:"#/allOf/0/properties/Reports/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4["100"] !== undefined){
let data5 = data4["100"];
if(typeof data5 === "string"){
if(!(formats24(data5))){
const err10 = {instancePath:instancePath+"/Reports/100",schemaPath:"#/allOf/0/properties/Reports/properties/100/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/Reports/100",schemaPath:"#/allOf/0/properties/Reports/properties/100/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data4["101"] !== undefined){
let data6 = data4["101"];
if(typeof data6 === "string"){
if(!(formats24(data6))){
const err12 = {instancePath:instancePath+"/Reports/101",schemaPath:"#/allOf/0/properties/Reports/properties/101/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/Reports/101",schemaPath:"#/allOf/0/properties/Reports/properties/101/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data4["102"] !== undefined){
let data7 = data4["102"];
if(typeof data7 === "string"){
if(!(formats24(data7))){
const err14 = {instancePath:instancePath+"/Reports/102",schemaPath:"#/allOf/0/properties/Reports/properties/102/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/Reports/102",schemaPath:"#/allOf/0/properties/Reports/properties/102/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4["103"] !== undefined){
let data8 = data4["103"];
if(typeof data8 === "string"){
if(!(formats24(data8))){
const err16 = {instancePath:instancePath+"/Reports/103",schemaPath:"#/allOf/0/properties/Reports/properties/103/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/Reports/103",schemaPath:"#/allOf/0/properties/Reports/properties/103/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/Reports",schemaPath:"#/allOf/0/properties/Reports/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data9 = data.EntryType;
if(typeof data9 !== "string"){
const err19 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data9 !== "string"){
const err20 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.topic !== undefined){
if(typeof data.topic !== "string"){
const err21 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data11 = data.applicationRef;
if(typeof data11 === "string"){
if(!pattern0.test(data11)){
const err22 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.data !== undefined){
let data12 = data.data;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key2 in data12){
const err24 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err26 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data14 = data.ApplicationId;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err27 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data15 = data.ApplicantId;
const _errs42 = errors;
let valid7 = false;
const _errs43 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err28 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs43 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs45 = errors;
if(typeof data15 !== "string"){
const err29 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs45 === errors;
valid7 = valid7 || _valid0;
}
if(!valid7){
const err30 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data16 = data.ApplicationExternalReference;
if((typeof data16 !== "string") && (data16 !== null)){
const err31 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema320.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data17 = data.ApplicantExternalReference;
if((typeof data17 !== "string") && (data17 !== null)){
const err32 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema320.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const _errs54 = errors;
let valid9 = true;
const _errs55 = errors;
if(errors === _errs55){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Status === undefined) && (missing0 = "Status")){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
if(data.Status !== undefined){
if("COMPLETED" !== data.Status){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
}
else {
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var _valid1 = _errs55 === errors;
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs58 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Reports === undefined){
const err37 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/required",keyword:"required",params:{missingProperty: "Reports"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath,schemaPath:"#/allOf/1/allOf/0/then/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs58 === errors;
valid9 = _valid1;
}
if(!valid9){
const err39 = {instancePath,schemaPath:"#/allOf/1/allOf/0/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Status === undefined){
const err40 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "Status"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.KYCid === undefined){
const err41 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "KYCid"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.UserType === undefined){
const err42 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "UserType"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.Email === undefined){
const err43 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "Email"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.EntryType === undefined){
const err44 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate161.errors = vErrors;
return errors === 0;
}

export const ReportAvailableEventAsSent = validate162;
const schema324 = {"allOf":[{"type":"object","required":["URL","EntryType"],"properties":{"topic":{"allOf":[{"type":"string"},{"type":"string"}]},"ReportType":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ReportType"}]},"URL":{"type":"string","pattern":"^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+/?([?#]\\S*)?$"},"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"applicationStatus":{"type":"integer"},"Status":{"$ref":"https://trs.invalid/schemas/closed/ApplicantStatus"},"data":{"properties":{"applicantRef":{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"},"applicantStatus":{"$ref":"https://trs.invalid/schemas/closed/ApplicantStatus"},"reportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"rentShare":{"type":"number"}},"type":"object","additionalProperties":false},"applicationRef":{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["topic","applicationRef","EntryType","CreationDate","ApplicationId","ApplicationExternalReference","ApplicantId","ApplicantExternalReference","ReportType","URL","Status","applicationStatus","data"],"properties":{"data":{"type":"object","required":["applicantRef","applicantStatus","reportType","rentShare"]}}}],"$id":"https://trs.invalid/validators/sent/ReportAvailableEvent"};

function validate162(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/ReportAvailableEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.URL === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "URL"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.EntryType === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema324.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.topic !== undefined){
let data0 = data.topic;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data1 = data.ReportType;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.URL !== undefined){
let data2 = data.URL;
if(typeof data2 === "string"){
if(!pattern27.test(data2)){
const err6 = {instancePath:instancePath+"/URL",schemaPath:"#/allOf/0/properties/URL/pattern",keyword:"pattern",params:{pattern: "^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+/?([?#]\\S*)?$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/URL",schemaPath:"#/allOf/0/properties/URL/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data3 = data.EntryType;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data4 = data.applicationStatus;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/applicationStatus",schemaPath:"#/allOf/0/properties/applicationStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err11 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/closed/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.data !== undefined){
let data6 = data.data;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
if(!((((key1 === "applicantRef") || (key1 === "applicantStatus")) || (key1 === "reportType")) || (key1 === "rentShare"))){
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data6.applicantRef !== undefined){
let data7 = data6.applicantRef;
if(typeof data7 === "string"){
if(!pattern2.test(data7)){
const err13 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.applicantStatus !== undefined){
if(typeof data6.applicantStatus !== "string"){
const err15 = {instancePath:instancePath+"/data/applicantStatus",schemaPath:"https://trs.invalid/schemas/closed/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data6.reportType !== undefined){
let data9 = data6.reportType;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/data/reportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.rentShare !== undefined){
let data10 = data6.rentShare;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err17 = {instancePath:instancePath+"/data/rentShare",schemaPath:"#/allOf/0/properties/data/properties/rentShare/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data11 = data.applicationRef;
if(typeof data11 === "string"){
if(!pattern0.test(data11)){
const err19 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err21 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data13 = data.ApplicationId;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err22 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data14 = data.ApplicantId;
const _errs46 = errors;
let valid12 = false;
const _errs47 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err23 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs47 === errors;
valid12 = valid12 || _valid0;
if(!valid12){
const _errs49 = errors;
if(typeof data14 !== "string"){
const err24 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs49 === errors;
valid12 = valid12 || _valid0;
}
if(!valid12){
const err25 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data15 = data.ApplicationExternalReference;
if((typeof data15 !== "string") && (data15 !== null)){
const err26 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema324.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data16 = data.ApplicantExternalReference;
if((typeof data16 !== "string") && (data16 !== null)){
const err27 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema324.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err29 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.applicationRef === undefined){
const err30 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.EntryType === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.CreationDate === undefined){
const err32 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "CreationDate"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.ApplicationId === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationId"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.ApplicationExternalReference === undefined){
const err34 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicationExternalReference"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data.ApplicantId === undefined){
const err35 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicantId"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data.ApplicantExternalReference === undefined){
const err36 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ApplicantExternalReference"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.ReportType === undefined){
const err37 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ReportType"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.URL === undefined){
const err38 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "URL"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.Status === undefined){
const err39 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "Status"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.applicationStatus === undefined){
const err40 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "applicationStatus"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.data === undefined){
const err41 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.data !== undefined){
let data17 = data.data;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.applicantRef === undefined){
const err42 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data17.applicantStatus === undefined){
const err43 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "applicantStatus"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data17.reportType === undefined){
const err44 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "reportType"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data17.rentShare === undefined){
const err45 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/required",keyword:"required",params:{missingProperty: "rentShare"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/1/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate162.errors = vErrors;
return errors === 0;
}

export const LegacyReportAvailableEventAsSent = validate163;
const schema331 = {"allOf":[{"type":"object","required":["EntryType","URL"],"properties":{"EntryType":{"allOf":[{"type":"string"},{"type":"string"}]},"URL":{"type":"string"},"ReportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"topic":{"type":"string"},"applicationRef":{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},"data":{"type":"object","additionalProperties":false},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["EntryType","URL"]}],"$id":"https://trs.invalid/validators/sent/LegacyReportAvailableEvent"};

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/LegacyReportAvailableEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.EntryType === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.URL === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "URL"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema331.allOf[0].properties, key0))){
const err2 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.EntryType !== undefined){
let data0 = data.EntryType;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/allOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.URL !== undefined){
if(typeof data.URL !== "string"){
const err5 = {instancePath:instancePath+"/URL",schemaPath:"#/allOf/0/properties/URL/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data2 = data.ReportType;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.topic !== undefined){
if(typeof data.topic !== "string"){
const err7 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data4 = data.applicationRef;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err8 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.data !== undefined){
let data5 = data.data;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err12 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data7 = data.ApplicationId;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err13 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data8 = data.ApplicantId;
const _errs26 = errors;
let valid5 = false;
const _errs27 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err14 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs29 = errors;
if(typeof data8 !== "string"){
const err15 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs29 === errors;
valid5 = valid5 || _valid0;
}
if(!valid5){
const err16 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data9 = data.ApplicationExternalReference;
if((typeof data9 !== "string") && (data9 !== null)){
const err17 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema331.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data10 = data.ApplicantExternalReference;
if((typeof data10 !== "string") && (data10 !== null)){
const err18 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema331.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.EntryType === undefined){
const err20 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.URL === undefined){
const err21 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "URL"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate163.errors = vErrors;
return errors === 0;
}

export const DeprecatedNotificationEventAsSent = validate164;
const schema334 = {"allOf":[{"type":"object","required":["ReferenceNo"],"properties":{"ReferenceNo":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}]},"topic":{"type":"string"},"applicationRef":{"$ref":"https://trs.invalid/schemas/closed/ApplicationReference"},"data":{"type":"object","additionalProperties":false},"EntryType":{"type":"string"},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"additionalProperties":false},{"type":"object","required":["ReferenceNo"]}],"$id":"https://trs.invalid/validators/sent/DeprecatedNotificationEvent"};

function validate164(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/sent/DeprecatedNotificationEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ReferenceNo === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "ReferenceNo"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema334.allOf[0].properties, key0))){
const err1 = {instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.ReferenceNo !== undefined){
let data0 = data.ReferenceNo;
if(typeof data0 === "string"){
if(!pattern2.test(data0)){
const err2 = {instancePath:instancePath+"/ReferenceNo",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/ReferenceNo",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.topic !== undefined){
if(typeof data.topic !== "string"){
const err4 = {instancePath:instancePath+"/topic",schemaPath:"#/allOf/0/properties/topic/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data2 = data.applicationRef;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.data !== undefined){
let data3 = data.data;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/allOf/0/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err9 = {instancePath:instancePath+"/EntryType",schemaPath:"#/allOf/0/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err10 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/allOf/0/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data6 = data.ApplicationId;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err11 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/allOf/0/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data7 = data.ApplicantId;
const _errs22 = errors;
let valid5 = false;
const _errs23 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err12 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs25 = errors;
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid5 = valid5 || _valid0;
}
if(!valid5){
const err14 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/allOf/0/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data8 = data.ApplicationExternalReference;
if((typeof data8 !== "string") && (data8 !== null)){
const err15 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/allOf/0/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema334.allOf[0].properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data9 = data.ApplicantExternalReference;
if((typeof data9 !== "string") && (data9 !== null)){
const err16 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/allOf/0/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema334.allOf[0].properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ReferenceNo === undefined){
const err18 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "ReferenceNo"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate164.errors = vErrors;
return errors === 0;
}
