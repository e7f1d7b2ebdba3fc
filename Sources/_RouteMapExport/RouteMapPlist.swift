import Foundation
@_spi(JSON) import SwitchyardJSON
import _RouteMap

/// The `routes.plist` writer and reader. The writer is Switchyard's own (Foundation's XML
/// output differs between platforms); the reader is `PropertyListSerialization`, so XML and
/// binary property lists are both accepted.
enum RouteMapPlist {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// Renders `value` as an XML property list, indented with tabs, ending with a newline.
    /// `null` (which a route map never holds) renders as an empty string.
    static func render(_ value: JSONValue) -> String {
        var output = header
        write(value, indent: 0, into: &output)
        output += "</plist>\n"
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .string(let string): output += "\(tabs)<string>\(escape(string))</string>\n"
        case .integer(let integer): output += "\(tabs)<integer>\(integer)</integer>\n"
        case .number(let number): output += "\(tabs)<real>\(number)</real>\n"
        case .bool(let bool): output += "\(tabs)<\(bool ? "true" : "false")/>\n"
        case .null: output += "\(tabs)<string></string>\n"
        case .array(let elements) where elements.isEmpty: output += "\(tabs)<array/>\n"
        case .array(let elements):
            output += "\(tabs)<array>\n"
            for element in elements { write(element, indent: indent + 1, into: &output) }
            output += "\(tabs)</array>\n"
        case .object(let members) where members.isEmpty: output += "\(tabs)<dict/>\n"
        case .object(let members):
            output += "\(tabs)<dict>\n"
            for member in members {
                output += "\(tabs)\t<key>\(escape(member.key))</key>\n"
                write(member.value, indent: indent + 1, into: &output)
            }
            output += "\(tabs)</dict>\n"
        }
    }

    /// Escapes XML markup; control characters other than tab and newline, which XML cannot
    /// carry literally, become character references.
    private static func escape(_ string: String) -> String {
        var output = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: output += "&#\(scalar.value);"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Reads a property list into a JSON value (dictionary keys sorted), or throws naming `file`.
    static func value(from data: Data, file: String) throws(RouteMapError) -> JSONValue {
        guard let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else {
            throw RouteMapError(file: file, problem: "not a valid property list")
        }
        return try convert(object, file: file)
    }

    private static func convert(_ object: Any, file: String) throws(RouteMapError) -> JSONValue {
        if type(of: object) == Bool.self, let bool = object as? Bool { return .bool(bool) }
        if let string = object as? String { return .string(string) }
        if let number = object as? NSNumber {
            // Apple platforms bridge <true/> to a CFBoolean whose type is 'c'.
            let kind = String(cString: number.objCType)
            if kind == "c" || kind == "B" { return .bool(number.boolValue) }
            if kind == "f" || kind == "d" { return .number(number.doubleValue) }
            return .integer(number.intValue)
        }
        if let array = object as? [Any] {
            return .array(try array.map { element throws(RouteMapError) in try convert(element, file: file) })
        }
        if let dictionary = object as? [String: Any] {
            return .object(
                try dictionary.sorted { $0.key < $1.key }.map { member throws(RouteMapError) in
                    (member.key, try convert(member.value, file: file))
                })
        }
        throw RouteMapError(
            file: file,
            problem:
                "unsupported property list value of type \(type(of: object)); use strings, integers, booleans, arrays and dictionaries"
        )
    }
}
