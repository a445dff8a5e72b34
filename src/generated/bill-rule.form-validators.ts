// Generated from schemas/bill-rule.schema.json — do not edit; run npm run generate
// @ts-nocheck: ajv standalone code (rjsf compileSchemaValidatorsCode); the exports are typed below
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The schemas the record dialog hands to rjsf, without labels (they ride in the uiSchema). */
export const formSchemas: RJSFSchema[] = [
  {
    "type": "object",
    "required": [
      "fullName",
      "enCode",
      "category",
      "prefix",
      "dateFormat",
      "digit",
      "startNumber"
    ],
    "properties": {
      "fullName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
      },
      "enCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
      },
      "category": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "prefix": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50
      },
      "dateFormat": {
        "type": "string",
        "enum": [
          "yyyyMMdd",
          "yyyyMM",
          "yyyy",
          "no"
        ]
      },
      "digit": {
        "type": "integer",
        "minimum": 1,
        "maximum": 9
      },
      "startNumber": {
        "type": "string",
        "minLength": 1,
        "maxLength": 9,
        "pattern": "^[0-9]+$",
        "not": {
          "pattern": "^0+$"
        }
      },
      "example": {
        "type": "string",
        "maxLength": 100
      },
      "enabledMark": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "sortCode": {
        "type": "integer",
        "minimum": 0,
        "maximum": 999999
      },
      "description": {
        "type": "string",
        "maxLength": 500
      }
    }
  }
];

/** rjsf createPrecompiledValidator's validateFns: the validators by schema hash. */
const validateFns: ValidatorFunctions = {};
{
const exports = validateFns;
exports["3e40ab62"] = validate10;
const schema11 = {"type":"object","required":["fullName","enCode","category","prefix","dateFormat","digit","startNumber"],"properties":{"fullName":{"type":"string","minLength":1,"maxLength":50},"enCode":{"type":"string","minLength":1,"maxLength":50},"category":{"type":"string","minLength":1,"maxLength":64},"prefix":{"type":"string","minLength":1,"maxLength":50},"dateFormat":{"type":"string","enum":["yyyyMMdd","yyyyMM","yyyy","no"]},"digit":{"type":"integer","minimum":1,"maximum":9},"startNumber":{"type":"string","minLength":1,"maxLength":9,"pattern":"^[0-9]+$","not":{"pattern":"^0+$"}},"example":{"type":"string","maxLength":100},"enabledMark":{"type":"integer","enum":[0,1]},"sortCode":{"type":"integer","minimum":0,"maximum":999999},"description":{"type":"string","maxLength":500}},"$id":"3e40ab62"};
const func2 = (function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
});
const pattern0 = new RegExp("^0+$", "u");
const pattern1 = new RegExp("^[0-9]+$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="3e40ab62" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fullName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fullName"},message:"must have required property '"+"fullName"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.enCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enCode"},message:"must have required property '"+"enCode"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.category === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.prefix === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefix"},message:"must have required property '"+"prefix"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.dateFormat === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dateFormat"},message:"must have required property '"+"dateFormat"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.digit === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "digit"},message:"must have required property '"+"digit"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.startNumber === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startNumber"},message:"must have required property '"+"startNumber"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.fullName !== undefined){
let data0 = data.fullName;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err7 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data0) < 1){
const err8 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.fullName,data:data0};
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
const err9 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fullName.type,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.enCode !== undefined){
let data1 = data.enCode;
if(typeof data1 === "string"){
if(func2(data1) > 50){
const err10 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func2(data1) < 1){
const err11 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.enCode,data:data1};
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
const err12 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.enCode.type,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.category !== undefined){
let data2 = data.category;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err13 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.category,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func2(data2) < 1){
const err14 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.category,data:data2};
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
const err15 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.category.type,parentSchema:schema11.properties.category,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.prefix !== undefined){
let data3 = data.prefix;
if(typeof data3 === "string"){
if(func2(data3) > 50){
const err16 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.prefix,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data3) < 1){
const err17 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.prefix,data:data3};
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
const err18 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.prefix.type,parentSchema:schema11.properties.prefix,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.dateFormat !== undefined){
let data4 = data.dateFormat;
if(typeof data4 !== "string"){
const err19 = {instancePath:instancePath+"/dateFormat",schemaPath:"#/properties/dateFormat/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.dateFormat.type,parentSchema:schema11.properties.dateFormat,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((((data4 === "yyyyMMdd") || (data4 === "yyyyMM")) || (data4 === "yyyy")) || (data4 === "no"))){
const err20 = {instancePath:instancePath+"/dateFormat",schemaPath:"#/properties/dateFormat/enum",keyword:"enum",params:{allowedValues: schema11.properties.dateFormat.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.dateFormat.enum,parentSchema:schema11.properties.dateFormat,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.digit !== undefined){
let data5 = data.digit;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err21 = {instancePath:instancePath+"/digit",schemaPath:"#/properties/digit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.digit.type,parentSchema:schema11.properties.digit,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 9 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/digit",schemaPath:"#/properties/digit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9},message:"must be <= 9",schema:9,parentSchema:schema11.properties.digit,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/digit",schemaPath:"#/properties/digit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.digit,data:data5};
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
if(data.startNumber !== undefined){
let data6 = data.startNumber;
const _errs15 = errors;
const _errs16 = errors;
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var valid1 = _errs16 === errors;
if(valid1){
const err25 = {instancePath:instancePath+"/startNumber",schemaPath:"#/properties/startNumber/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema11.properties.startNumber.not,parentSchema:schema11.properties.startNumber,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
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
if(typeof data6 === "string"){
if(func2(data6) > 9){
const err26 = {instancePath:instancePath+"/startNumber",schemaPath:"#/properties/startNumber/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema11.properties.startNumber,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func2(data6) < 1){
const err27 = {instancePath:instancePath+"/startNumber",schemaPath:"#/properties/startNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.startNumber,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern1.test(data6)){
const err28 = {instancePath:instancePath+"/startNumber",schemaPath:"#/properties/startNumber/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema11.properties.startNumber,data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/startNumber",schemaPath:"#/properties/startNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.startNumber.type,parentSchema:schema11.properties.startNumber,data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.example !== undefined){
let data7 = data.example;
if(typeof data7 === "string"){
if(func2(data7) > 100){
const err30 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.example,data:data7};
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
const err31 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.example.type,parentSchema:schema11.properties.example,data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.enabledMark !== undefined){
let data8 = data.enabledMark;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err32 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.enabledMark.type,parentSchema:schema11.properties.enabledMark,data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!((data8 === 0) || (data8 === 1))){
const err33 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/enum",keyword:"enum",params:{allowedValues: schema11.properties.enabledMark.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.enabledMark.enum,parentSchema:schema11.properties.enabledMark,data:data8};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.sortCode !== undefined){
let data9 = data.sortCode;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err34 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sortCode.type,parentSchema:schema11.properties.sortCode,data:data9};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 999999 || isNaN(data9)){
const err35 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999",schema:999999,parentSchema:schema11.properties.sortCode,data:data9};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err36 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.sortCode,data:data9};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data.description !== undefined){
let data10 = data.description;
if(typeof data10 === "string"){
if(func2(data10) > 500){
const err37 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.description,data:data10};
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
const err38 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.description.type,parentSchema:schema11.properties.description,data:data10};
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
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
export default validateFns;
